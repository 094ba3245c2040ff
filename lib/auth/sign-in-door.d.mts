import type { IncomingMessage, ServerResponse } from "node:http";

export declare const DEVICE_COOKIE: "lore-device";
export declare function deviceDoorTag(secret: string, nonce: string): string;
export declare function readCookie(cookieHeader: string | undefined, name: string): string | undefined;
export declare const SIGN_IN_RETRY_AFTER: "1";
export declare function busySignInBody(publicUrl: string): { url: string; error: { code: "RATE_LIMITED"; message: string } };
export declare function verifiedDeviceNonce(cookieHeader: string | undefined, secret: string | undefined): string | null;

export type SignInDoor = ((req: IncomingMessage, res: ServerResponse, go: () => void) => void) & {
  stats: () => { active: number; waiting: number; devices: number };
};

export declare function createSignInDoor(options: {
  secret?: string;
  publicUrl: string;
  inFlight?: number;
  waiting?: number;
  maxWaitMs?: number;
  perDevice?: number;
}): SignInDoor;
