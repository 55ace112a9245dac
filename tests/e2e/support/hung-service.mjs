// An auth service that accepts every connection and never answers: what the app meets when
// Supabase hangs. Usage: node tests/e2e/support/hung-service.mjs <port>
import http from "node:http";

const port = Number(process.argv[2]);
http.createServer(() => {}).listen(port, "127.0.0.1");
