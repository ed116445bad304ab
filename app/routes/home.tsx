import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: "Offerpath — track your job search" }];

export default function Home() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight">Offerpath</h1>
      <p className="mt-4 text-lg text-slate-600">Track every application, interview, task and contact in one place.</p>
    </main>
  );
}
