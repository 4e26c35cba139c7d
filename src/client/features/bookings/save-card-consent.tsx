// The customer's consent to keep the card as a processor token (never the number) for tips and
// price changes they approve later.
export function SaveCardConsent({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <span className="font-medium text-slate-900">Keep this card for tips and price changes I approve</span>
        <span className="block text-slate-600">
          Stored by the payment processor as a token; taskly never sees or keeps the number.
        </span>
      </span>
    </label>
  );
}
