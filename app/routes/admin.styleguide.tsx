import { requireStaff } from "~/features/admin/require-staff.server";
import { Alert } from "~/ui/Alert";
import { ICON_NAMES, Icon } from "~/ui/Icon";
import { Price } from "~/ui/Price";
import { TextField } from "~/ui/TextField";
import type { Route } from "./+types/admin.styleguide";

/** Staff style guide: the design-system pieces in one place, to review them on a phone and a desktop. */
export function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, url);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Style guide" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StyleGuide() {
  return (
    <div className="container admin-page">
      <h1>Style guide</h1>
      <h2>Buttons</h2>
      <p className="admin-page__row">
        <button type="button" className="button button--primary">
          Primary
        </button>
        <button type="button" className="button button--secondary">
          Secondary
        </button>
        <button type="button" className="button button--primary button--large">
          Large
        </button>
      </p>
      <h2>Alerts</h2>
      <div className="form-stack">
        <Alert tone="info">Information</Alert>
        <Alert tone="success">Success</Alert>
        <Alert tone="warning">Warning</Alert>
        <Alert tone="danger">Danger</Alert>
      </div>
      <h2>Fields</h2>
      <div className="form-stack admin-page__narrow">
        <TextField label="Email" name="email" type="email" hint="We never share it." />
        <TextField label="Postal code" name="zip" defaultValue="7500" error="Enter a 5-digit postal code." />
      </div>
      <h2>Prices</h2>
      <p className="admin-page__row">
        <Price centAmount={123456} currency="EUR" locale="fr-FR" />
        <Price centAmount={123456} currency="GBP" locale="en-GB" />
        <Price centAmount={-250} currency="EUR" locale="fr-FR" />
      </p>
      <h2>Icons</h2>
      <ul className="admin-page__icons">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} size={24} /> {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
