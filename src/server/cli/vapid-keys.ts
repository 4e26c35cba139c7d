// npm run vapid-keys
// Prints a fresh VAPID key pair for web push as settings, to put in the environment of every instance.
import webpush from "web-push";

const keys = webpush.generateVAPIDKeys();
process.stdout.write(`VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}\n`);
