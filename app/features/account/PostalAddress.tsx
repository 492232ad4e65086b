import type { Address } from "#contract/account/account.schemas";
import { townLines } from "./address-lines";

/** An address as a label would print it; shared by the address book and an order's addresses. */
export function PostalAddress({ address, countryName }: { address: Address; countryName: string }) {
  return (
    <address>
      <strong>
        {address.firstName} {address.lastName}
      </strong>
      {address.company ? <span>{address.company}</span> : null}
      <span>{address.street}</span>
      {address.additional ? <span>{address.additional}</span> : null}
      {townLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>{countryName}</span>
      {address.phone ? <span>{address.phone}</span> : null}
    </address>
  );
}
