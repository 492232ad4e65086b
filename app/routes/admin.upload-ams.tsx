import { Form } from "react-router";
import { MediaCard, MediaUpload } from "~/features/admin/MediaLibrary";
import { loadStaffMedia, staffMediaAction } from "~/features/admin/staff-media.server";
import { formatDate } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { screenMeta } from "~/shell/screen-meta";
import { Alert } from "~/ui/Alert";
import { TextField } from "~/ui/TextField";
import type { Route } from "./+types/admin.upload-ams";

export function loader({ context, url }: Route.LoaderArgs) {
  return loadStaffMedia(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return staffMediaAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "admin:media.title", defaultValue: "Media library" });

/** Staff media library (spec §2 /admin/upload-ams, issue 16 §6): images for pages and products. */
export default function StaffMediaRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, targets, events, query, done, origin } = loaderData;
  // A deleted image is no longer listed: its last event still has the file's name.
  const doneFile = done
    ? (items.find((item) => item.name === done.name)?.fileName ??
      events.find((event) => event.name === done.name && event.action === "deleted")?.detail ??
      done.name)
    : "";
  return (
    <div className="container staff-orders staff-media">
      <h1>{t("admin:media.title", { defaultValue: "Media library" })}</h1>
      {done ? (
        <Alert tone="success">
          <p>
            {t(`admin:media.done.${done.action}`, {
              defaultValue: "Done: {{file}}.",
              file: doneFile,
            })}
          </p>
        </Alert>
      ) : null}
      <MediaUpload maxBytes={loaderData.maxBytes} error={actionData?.errors.file} />
      <Form method="get" className="orders-filter" role="search">
        <TextField
          id="media-search"
          name="q"
          type="search"
          defaultValue={query}
          label={t("admin:media.search", { defaultValue: "Find an image by file name" })}
        />
        <button type="submit" className="button button--secondary">
          {t("admin:media.find", { defaultValue: "Find" })}
        </button>
      </Form>
      {items.length === 0 ? (
        <p className="cart-empty">
          {query
            ? t("admin:media.noMatch", { defaultValue: "No image matches “{{query}}”.", query })
            : t("admin:media.empty", { defaultValue: "The library is empty." })}
        </p>
      ) : (
        <ul className="media-cards">
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              origin={origin}
              targets={targets}
              result={actionData?.mediaId === item.id ? actionData : undefined}
            />
          ))}
        </ul>
      )}
      {events.length > 0 ? (
        <section aria-labelledby="media-history">
          <h2 id="media-history">{t("admin:media.history", { defaultValue: "Recent changes" })}</h2>
          <ul className="media-history">
            {events.map((event) => {
              const file = items.find((item) => item.name === event.name)?.fileName;
              const what =
                event.action === "placed"
                  ? `${file ?? event.name} → ${targets.find((target) => target.target === event.detail)?.label ?? event.detail}`
                  : (event.detail ?? file ?? event.name);
              return (
                <li key={`${event.at}-${event.name}-${event.action}`}>
                  {formatDate(event.at)} ·{" "}
                  {t(`admin:media.event.${event.action}`, { defaultValue: event.action })} · {what} ·{" "}
                  {event.actor}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
