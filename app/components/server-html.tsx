import { createContext, useContext, useState } from "react";
import { useNavigate } from "react-router";
import { followInApp, inAppLink, plainClick } from "~/ui/in-app-links";

/** Server-drawn HTML by part name (`data-part`): the signed-in frame's parts, a page's display parts. */
export type ServerParts = Record<string, string>;

/** The parts of the document being rendered on the server (app/entry.server.tsx provides them). */
export const ServerPartsContext = createContext<ServerParts>({});

/**
 * A part's HTML: the loader's (a client-side navigation, a revalidation, or a part its loader always sends), else
 * the server's while it renders the document, else the page's own as it hydrates (decision 067).
 */
export function useServerPart(name: string, fromLoader: string | null | undefined): string {
  const fromServer = useContext(ServerPartsContext)[name];
  const [fromPage] = useState(
    () =>
      fromLoader ??
      fromServer ??
      (typeof document === "undefined" ? "" : (document.querySelector(`[data-part="${name}"]`)?.innerHTML ?? "")),
  );
  return fromLoader ?? fromServer ?? fromPage;
}

type ServerHtmlProps = {
  /** The part's name (`data-part`): how the browser finds it in the page as it hydrates. */
  part: string;
  /** The loader's HTML; null for a document, which holds the part itself (`sendParts`). */
  html: string | null | undefined;
  /**
   * A plain click on a link marked `data-confirm` (a delete's own page without JavaScript): the page asks in its
   * dialog instead of following the link.
   */
  onConfirm?: (link: HTMLAnchorElement) => void;
  /** What a form in the part does when submitted (`useGetFormsInApp` for its GET forms); else the browser's. */
  onSubmit?: (event: React.FormEvent) => void;
};

/**
 * A part of a page the loader drew as HTML (docs/decisions/065, 067): no state of its own, so the browser carries
 * none of its code. Its links navigate in the app as `<Link>`s would; without JavaScript they are the plain links
 * they are, and its forms plain forms.
 * `display: contents`: the part lays out as if it stood here.
 */
export function ServerHtml({ part, html, onConfirm, onSubmit }: ServerHtmlProps) {
  const navigate = useNavigate();
  const shown = useServerPart(part, html);
  const onClick = (event: React.MouseEvent) => {
    const confirm = onConfirm && plainClick(event) && (event.target as Element).closest?.("a[data-confirm]");
    if (confirm) {
      event.preventDefault();
      onConfirm(confirm as HTMLAnchorElement);
      return;
    }
    const link = inAppLink(event);
    if (!link) return;
    event.preventDefault();
    followInApp(navigate, link);
  };
  return (
    <div
      className="contents"
      data-part={part}
      {...{ onClick, onSubmit }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped rendering, on the server
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
