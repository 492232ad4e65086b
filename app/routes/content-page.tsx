import { ContentBlocks } from "~/features/content/ContentBlocks";
import { loadContentPage } from "~/features/content/content-page.server";
import { pageMeta } from "~/features/content/page-meta";
import { ContentLayout, firstBlockIsHeading } from "~/features/layout/ContentLayout";
import { PromoStripe } from "~/features/layout/PromoStripe";
import type { ShellData } from "~/features/layout/shell.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/content-page";

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = await loadContentPage(context, url);
  const { origin, shop } = getRequestState(context);
  return { page, canonicalUrl: `${origin}${page.path}`, indexable: shop.domain.indexable && page.indexable };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shell = matches.find((match) => match?.id === "root")?.loaderData as ShellData | undefined;
  return pageMeta(loaderData, shell?.shopName);
}

export default function ContentPageRoute({ loaderData, matches }: Route.ComponentProps) {
  const { page } = loaderData;
  const shell = matches[0].loaderData as ShellData;
  return (
    <ContentLayout
      page={page}
      promoStripe={
        <PromoStripe
          banners={shell.promoStripes}
          campaign={shell.campaign}
          segment={shell.loggedIn ? "returning" : "anonymous"}
          now={shell.requestTime}
        />
      }
    >
      <ContentBlocks blocks={page.blocks} firstBlockIsHeading={firstBlockIsHeading(page)} />
    </ContentLayout>
  );
}
