import { BuiltinPaymentProvider } from "./builtin-provider";
import { providerContract } from "./provider-contract";

const provider = new BuiltinPaymentProvider();

providerContract("built-in", () => ({
  provider,
  goodCard: { card: { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" } },
  declinedCard: { card: { number: "4000 0000 0000 0002", expiry: "12/39", cvc: "123" } },
  payoutDestination: async () => "bd_contract_destination",
  hostedOnboarding: false,
}));
