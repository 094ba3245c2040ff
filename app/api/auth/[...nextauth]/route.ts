import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/auth-options";
import { isSameOriginRequest } from "@/lib/auth/same-origin";

const handler = NextAuth(authOptions);

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// Sign-in, sign-out and callbacks refuse a POST sent from another site's page.
async function POST(request: Request, context: RouteContext): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) {
    return Response.json({ error: { code: "FORBIDDEN", message: "Cross-origin requests to sign in or out are refused." } }, { status: 403 });
  }
  return handler(request, context);
}

export { handler as GET, POST };
