// What a host's bundler declares: CSS imports (Vite's client types, as a Vite app has).
/// <reference types="vite/client" />
