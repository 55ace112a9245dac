import "server-only";
import { headers } from "next/headers";
import { visitorAddress } from "./headers";

/** This request's visitor address (see `visitorAddress`), or null when it cannot be known. */
export async function requestAddress(): Promise<string | null> {
  return visitorAddress(await headers());
}
