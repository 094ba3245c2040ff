import { withAuth } from "next-auth/middleware";

// Every page needs a signed-in user; the HTTP API authenticates its own tokens.
export default withAuth({ pages: { signIn: "/sign-in" } });

export const config = {
  matcher: ["/((?!api/|sign-in|_next/static|_next/image|favicon.ico|favicon.svg).*)"],
};
