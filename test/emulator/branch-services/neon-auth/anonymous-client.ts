// Neon's client in a process of its own: `@neondatabase/auth` keeps the anonymous token it was
// last given in one cache per module, whatever the URL, so in the test's own process it could
// answer with another emulator's token from an earlier file. Prints the token it gets (or null).
import { createInternalNeonAuth } from "@neondatabase/auth";

const [baseUrl = "", allowAnonymous] = process.argv.slice(2);
const neon = createInternalNeonAuth(baseUrl, { allowAnonymous: allowAnonymous === "anonymous" });
console.log(JSON.stringify(await neon.getJWTToken()));
