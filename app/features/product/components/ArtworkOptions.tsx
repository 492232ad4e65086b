import {
  firstIncompleteArtwork,
  isMultiArtworkCompleted,
  type MultiArtworkRow,
} from "#contract/product/multi-artwork";
import type { ServicePrices } from "#contract/product/product.schemas";
import {
  MAX_JOB_NAME_LENGTH,
  PARAM,
  type ProductSelection,
  type VatDisplay,
} from "#contract/product/selection-params";
import { formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { CachedElement } from "~/ui/cached-markup";
import { TextField } from "~/ui/TextField";
import { DesignChoice } from "../../design/DesignChoice";
import type { AttachedDesign } from "../../design/design-types";
import { fileCheckAllowed, uploadTypesOf } from "../configurator-model";
import { ARTWORK_ANCHOR } from "../product-form-fields";
import type { ProductViewConfiguration } from "../product-page.types";

const keepControlled = () => {};

export type ArtworkOptionsProps = {
  configuration: ProductViewConfiguration;
  selection: ProductSelection;
  services: ServicePrices | null;
  vat: VatDisplay;
  currency: string;
  locale: string;
  design?: AttachedDesign | null;
  designLinks?: { browse: string | null; edit: string | null };
  /** Add to cart was refused for an unfinished row: say which, until it is finished. */
  artworkCheck?: boolean;
  /** A re-quote that can change the service prices is on its way. */
  loading?: boolean;
  /** Names the configuration's content (ADR 060), for the markup cache's key; null: the configuration itself. */
  configurationTag: string | null;
};

const UPLOAD_DEFAULTS = {
  upload: "I upload my print-ready file",
  dex: "I design it online",
  hds: "Our designers create it for me",
} as const;

/** Upload type (upload, design online, design service), file check, job name and multi-artwork rows. */
export function ArtworkOptions(props: ArtworkOptionsProps) {
  const { configuration, selection, services, vat, currency, locale, loading = false } = props;
  const priceOf = (key: string) => {
    const service = services?.services.find((candidate) => candidate.key === key);
    if (!service) return null;
    return formatPrice(vat === "incl" ? service.centAmountInclTax : service.centAmount, currency, locale);
  };
  const prices = {
    hds: priceOf(configuration.serviceKeys.humanDesignService),
    fileCheck: priceOf(configuration.serviceKeys.fileCheck),
  };
  const { uploadType, fileCheck, jobName, artwork, attributes } = selection;
  return (
    <CachedElement
      as="fieldset"
      className="configurator__section artwork-options"
      attributes={{ "data-topic": "fileCheck", "aria-busy": loading || undefined }}
      name="artwork-options"
      // Everything it shows: the configuration's upload types and file flow, the choices, the prices as text.
      keyParts={() => [
        props.configurationTag ?? configuration,
        JSON.stringify([uploadType, fileCheck, jobName, artwork, "labelsPerRoll" in attributes]),
        JSON.stringify([
          prices,
          props.design ?? null,
          props.designLinks ?? null,
          props.artworkCheck ?? false,
        ]),
      ]}
    >
      <ArtworkContent {...props} prices={prices} />
    </CachedElement>
  );
}

/** The fieldset's content: pure (the same markup for the same props and translations). */
function ArtworkContent({
  configuration,
  selection,
  prices,
  design = null,
  designLinks = { browse: null, edit: null },
  artworkCheck = false,
}: ArtworkOptionsProps & { prices: { hds: string | null; fileCheck: string | null } }) {
  const { t } = useTranslation();
  const types = uploadTypesOf(configuration);
  const canCheckFiles = configuration.productCustomization.selectedProductFileFlow.fileCheck;
  return (
    <>
      <legend className="configurator__legend">
        {t("product:artwork.legend", { defaultValue: "Your artwork" })}
      </legend>
      <UploadTypeChoice types={types} uploadType={selection.uploadType} hdsPrice={prices.hds} />
      {selection.uploadType === "dex" ? <DesignChoice design={design} links={designLinks} /> : null}
      {canCheckFiles ? (
        <FileCheckToggle configuration={configuration} selection={selection} price={prices.fileCheck} />
      ) : null}
      <TextField
        id="job-name"
        name={PARAM.jobName}
        label={t("product:jobName.label", { defaultValue: "Job name (optional)" })}
        hint={t("product:jobName.hint", { defaultValue: "Shown on your basket, order and invoice." })}
        maxLength={MAX_JOB_NAME_LENGTH}
        defaultValue={selection.jobName}
        autoComplete="off"
      />
      {selection.artwork.length > 0 ? (
        <ArtworkRows
          rows={selection.artwork}
          rolls={"labelsPerRoll" in selection.attributes}
          check={artworkCheck}
        />
      ) : null}
    </>
  );
}

/** One row per design when several sets are chosen (spec §4 multi-artwork). */
function ArtworkRows({ rows, rolls, check }: { rows: MultiArtworkRow[]; rolls: boolean; check: boolean }) {
  const { t } = useTranslation();
  const complete = isMultiArtworkCompleted(rows, rows.length);
  const missing = check ? firstIncompleteArtwork(rows, rows.length) : null;
  return (
    <div className="artwork-rows" id={ARTWORK_ANCHOR} data-complete={complete} tabIndex={-1}>
      <p className="field__label">{t("product:multiArtwork.title", { defaultValue: "Your designs" })}</p>
      {missing !== null ? (
        <Alert tone="danger">
          <p>
            {t("product:cart.artworkIncomplete", {
              defaultValue:
                "Give design {{number}} (and every design) a name and a quantity before adding to the basket.",
              number: missing,
            })}
          </p>
        </Alert>
      ) : null}
      <p className="field__hint">
        {complete
          ? t("product:multiArtwork.complete", { defaultValue: "Every design is named and counted." })
          : rolls
            ? t("product:multiArtwork.incompleteRolls", {
                defaultValue: "Give each design a name and its number of rolls before adding to the basket.",
              })
            : t("product:multiArtwork.incomplete", {
                defaultValue: "Give each design a name and its quantity before adding to the basket.",
              })}
      </p>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional (design 1, design 2 …)
        <ArtworkRow key={index} row={row} number={index + 1} rolls={rolls} invalid={missing === index + 1} />
      ))}
    </div>
  );
}

/** How the artwork arrives: the shopper's file, the online editor, or our designers (priced). */
function UploadTypeChoice({
  types,
  uploadType,
  hdsPrice,
}: {
  types: ReturnType<typeof uploadTypesOf>;
  uploadType: ProductSelection["uploadType"];
  hdsPrice: string | null;
}) {
  const { t } = useTranslation();
  if (types.length <= 1) return <input type="hidden" name={PARAM.upload} value="upload" />;
  return (
    <div className="choice-group__options choice-group__options--stacked">
      {types.map((type) => (
        <label key={type} className="choice choice--wide">
          <input
            type="radio"
            name={PARAM.upload}
            value={type}
            checked={uploadType === type}
            onChange={keepControlled}
          />
          <span className="choice__label">
            {t(`product:upload.${type}`, { defaultValue: UPLOAD_DEFAULTS[type] })}
            {type === "hds" && hdsPrice ? <span className="choice__price"> + {hdsPrice}</span> : null}
          </span>
        </label>
      ))}
    </div>
  );
}

/** The prepress file check: priced, and included (so locked on) with the design service. */
function FileCheckToggle({
  configuration,
  selection,
  price,
}: {
  configuration: ProductViewConfiguration;
  selection: ProductSelection;
  price: string | null;
}) {
  const { t } = useTranslation();
  return (
    <label className="toggle">
      <input
        type="checkbox"
        name={PARAM.fileCheck}
        value="1"
        checked={selection.fileCheck}
        disabled={!fileCheckAllowed(configuration, selection.uploadType)}
        onChange={keepControlled}
      />
      <span>
        {t("product:fileCheck.label", { defaultValue: "Professional file check by our prepress team" })}
        {price ? <span className="choice__price"> + {price}</span> : null}
        {selection.uploadType === "hds" ? (
          <span className="field__hint">
            {t("product:fileCheck.includedWithHds", {
              defaultValue: "Included with the design service.",
            })}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** One design of several: its name, and its copies (or rolls, for roll labels). */
function ArtworkRow({
  row,
  number,
  rolls,
  invalid,
}: {
  row: MultiArtworkRow;
  number: number;
  rolls: boolean;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="artwork-rows__row">
      <label className="artwork-rows__field">
        <span>{t("product:multiArtwork.name", { defaultValue: "Design {{number}}", number })}</span>
        <input
          className="field__input"
          name={PARAM.artworkName}
          defaultValue={row.name ?? ""}
          aria-invalid={invalid || undefined}
          maxLength={100}
        />
      </label>
      {rolls ? (
        <>
          <input type="hidden" name={PARAM.artworkQuantity} value="" />
          <label className="artwork-rows__field artwork-rows__field--small">
            <span>{t("product:multiArtwork.rolls", { defaultValue: "Rolls" })}</span>
            <input
              className="field__input"
              name={PARAM.artworkRolls}
              aria-invalid={invalid || undefined}
              type="number"
              min={1}
              inputMode="numeric"
              defaultValue={row.rolls ?? ""}
            />
          </label>
        </>
      ) : (
        <>
          <label className="artwork-rows__field artwork-rows__field--small">
            <span>{t("product:multiArtwork.quantity", { defaultValue: "Copies" })}</span>
            <input
              className="field__input"
              name={PARAM.artworkQuantity}
              aria-invalid={invalid || undefined}
              type="number"
              min={1}
              inputMode="numeric"
              defaultValue={row.quantity ?? ""}
            />
          </label>
          <input type="hidden" name={PARAM.artworkRolls} value="" />
        </>
      )}
    </div>
  );
}
