/**
 * placeholder: replaced by receive's branch (the address, copy, regenerate, turn off, and the mail
 * filter instructions). Here it only says whether an address is on, with the agreed props.
 */
import type { InboxAddressView } from "@worker/domain/inbox/address.server";

export function AddressPanel({ address }: { address: InboxAddressView | null }) {
  return (
    <section aria-label="Your forwarding address" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-700">
        {address?.enabled ? "Your forwarding address is on." : "Your forwarding address is off."}
      </p>
    </section>
  );
}
