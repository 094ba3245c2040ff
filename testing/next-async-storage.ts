import { AsyncLocalStorage } from "node:async_hooks";

// Next's server installs AsyncLocalStorage on globalThis before loading its request-scope
// stores; without it they are inert fakes. Import this before any module that loads next/*.
(globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }).AsyncLocalStorage ??= AsyncLocalStorage;
