/**
 * /developers/api: the JSON API's reference, rendered on the server from the generated OpenAPI document
 * (decision 027). Plain HTML with no JavaScript (decision 023): it reads offline and under the site's CSP.
 */
import type { ReactNode } from "react";
import { PublicLayout } from "~/components/public-layout";
import {
  type Answer,
  apiReference,
  type Field,
  type OperationView,
  type TypeText,
} from "~/server/api-reference.server";
import { staticPage } from "~/ui/page-handle";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/developers-api";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/developers/api");

export const handle = staticPage;

export function loader() {
  return apiReference();
}

const slug = (tag: string) => tag.toLowerCase().replaceAll(" ", "-");

/** Inline `code` in the document's text. */
function Text({ children }: { children: string }) {
  return (
    <>
      {children.split(/(`[^`]+`)/).map((part, i) =>
        part.startsWith("`") && part.endsWith("`") && part.length > 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <code key={i} className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em] wrap-anywhere text-slate-800">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Type({ type }: { type: TypeText }) {
  return (
    <code className="text-sm wrap-anywhere text-slate-800">
      {type.ref ? (
        <a href={`#schema-${type.ref}`} className="text-brand-700 underline">
          {type.text}
        </a>
      ) : (
        type.text
      )}
    </code>
  );
}

const METHOD_COLOURS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PATCH: "bg-amber-100 text-amber-900",
  PUT: "bg-amber-100 text-amber-900",
  DELETE: "bg-rose-100 text-rose-900",
};

function FieldTable({
  caption,
  fields,
  withIn,
}: {
  caption: string;
  fields: (Field & { in?: string })[];
  withIn?: boolean;
}) {
  return (
    <table className="mt-2 w-full border-collapse text-left text-sm [overflow-wrap:anywhere]">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            Name
          </th>
          {withIn ? (
            <th scope="col" className="py-1.5 pr-3 font-medium">
              In
            </th>
          ) : null}
          <th scope="col" className="py-1.5 pr-3 font-medium">
            Type
          </th>
          <th scope="col" className="py-1.5 font-medium">
            Notes
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={`${f.in ?? ""}${f.name}`} className="border-b border-slate-100 align-top">
            <td className="py-1.5 pr-3">
              <code className="font-semibold text-slate-900">{f.name}</code>
              {f.required ? <span className="ml-1 text-xs text-rose-700">required</span> : null}
            </td>
            {withIn ? <td className="py-1.5 pr-3 text-slate-600">{f.in}</td> : null}
            <td className="py-1.5 pr-3">
              <Type type={f.type} />
            </td>
            <td className="py-1.5 text-slate-700">
              <Text>{f.notes}</Text>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {children}
    </div>
  );
}

function AnswerItem({ answer }: { answer: Answer }) {
  const ok = answer.status.startsWith("2");
  return (
    <li className="py-1.5">
      <span className={`mr-2 font-mono font-semibold ${ok ? "text-emerald-800" : "text-rose-800"}`}>
        {answer.status}
      </span>
      <span className="text-slate-700">{answer.description}</span>
      {answer.type ? (
        <span className="ml-2">
          <Type type={answer.type} />
        </span>
      ) : null}
      {answer.fields.length > 0 ? (
        <FieldTable caption={`${answer.status} answer fields`} fields={answer.fields} />
      ) : null}
    </li>
  );
}

function Operation({ op, baseUrl }: { op: OperationView; baseUrl: string }) {
  return (
    <article id={op.id} aria-labelledby={`${op.id}-title`} className="scroll-mt-4 border-t border-slate-200 py-8">
      <h3 id={`${op.id}-title`} className="flex flex-wrap items-center gap-3 text-lg font-semibold text-slate-900">
        <span className={`rounded px-2 py-0.5 font-mono text-sm ${METHOD_COLOURS[op.method] ?? "bg-slate-100"}`}>
          {op.method}
        </span>
        <code className="break-all font-mono text-base">
          {baseUrl}
          {op.path}
        </code>
      </h3>
      <p className="mt-2 font-medium text-slate-800">{op.summary}</p>
      {op.description ? (
        <p className="mt-1 text-slate-700">
          <Text>{op.description}</Text>
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        <span className="font-medium text-slate-800">Auth:</span> {op.auth}
      </p>
      {op.parameters.length > 0 ? (
        <Section title="Parameters">
          <FieldTable caption={`${op.method} ${op.path} parameters`} fields={op.parameters} withIn />
        </Section>
      ) : null}
      {op.body.length > 0 ? (
        <Section title="Request body (JSON)">
          <FieldTable caption={`${op.method} ${op.path} body fields`} fields={op.body} />
        </Section>
      ) : null}
      <Section title="Responses">
        <ul className="mt-1">
          {op.answers.map((a) => (
            <AnswerItem key={a.status} answer={a} />
          ))}
        </ul>
      </Section>
    </article>
  );
}

export default function ApiReferencePage({ loaderData: ref }: Route.ComponentProps) {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-6 py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{ref.title} reference</h1>
        <p className="mt-2 text-slate-700">
          Version {ref.version}. Every path below is relative to this site, under <code>{ref.baseUrl}</code>. The
          machine-readable description is the{" "}
          <a href={`${ref.baseUrl}/openapi.json`} className="font-medium text-brand-700 underline">
            OpenAPI 3.1 document
          </a>
          ; this page is generated from it.
        </p>
        <h2 className="mt-8 text-xl font-semibold text-slate-900">Conventions</h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
          {ref.conventions.map((c) => (
            <li key={c}>
              <Text>{c}</Text>
            </li>
          ))}
        </ul>
        <nav aria-label="Endpoints" className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">Endpoints</h2>
          <div className="mt-2 grid gap-6 sm:grid-cols-2">
            {ref.groups.map((g) => (
              <div key={g.tag}>
                <h3 className="font-semibold text-slate-900">
                  <a href={`#tag-${slug(g.tag)}`} className="hover:underline">
                    {g.tag}
                  </a>
                </h3>
                <ul className="mt-1 space-y-0.5 text-sm">
                  {g.operations.map((op) => (
                    <li key={op.id}>
                      <a href={`#${op.id}`} className="text-brand-700 hover:underline">
                        <span className="font-mono">{op.method}</span> {op.path}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
        {ref.groups.map((g) => (
          <section key={g.tag} id={`tag-${slug(g.tag)}`} aria-labelledby={`tag-${slug(g.tag)}-title`} className="mt-12">
            <h2 id={`tag-${slug(g.tag)}-title`} className="text-2xl font-semibold text-slate-900">
              {g.tag}
            </h2>
            {g.description ? <p className="mt-1 text-slate-700">{g.description}</p> : null}
            {g.operations.map((op) => (
              <Operation key={op.id} op={op} baseUrl={ref.baseUrl} />
            ))}
          </section>
        ))}
        <section id="schemas" aria-labelledby="schemas-title" className="mt-12">
          <h2 id="schemas-title" className="text-2xl font-semibold text-slate-900">
            Schemas
          </h2>
          {ref.schemas.map((s) => (
            <div key={s.name} id={`schema-${s.name}`} className="scroll-mt-4 border-t border-slate-200 py-6">
              <h3 className="font-mono text-lg font-semibold text-slate-900">{s.name}</h3>
              {s.description ? <p className="mt-1 text-slate-700">{s.description}</p> : null}
              {s.fields.length > 0 ? <FieldTable caption={`${s.name} fields`} fields={s.fields} /> : null}
            </div>
          ))}
        </section>
      </div>
    </PublicLayout>
  );
}
