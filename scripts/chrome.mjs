// The browser the tests and the Lighthouse run use: CHROME_PATH, else the bundled Chromium of
// @sparticuz/chromium with its flags (minus those that weaken the browser), plus ours.
export async function testBrowser() {
  let path = process.env.CHROME_PATH;
  let args = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ];
  if (!path) {
    const { default: chromium } = await import("@sparticuz/chromium");
    path = await chromium.executablePath();
    const unwanted = new Set([
      "--single-process",
      "--disable-web-security",
      "--allow-running-insecure-content",
      "--no-zygote",
    ]);
    args = [...new Set([...chromium.args.filter((a) => !unwanted.has(a) && !a.startsWith("--headless")), ...args])];
  }
  return { path, args };
}
