import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { EyeIcon, PencilIcon, TrashIcon } from "~/components/ui/icons";

const linkTones = {
  plain: {
    link: "rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900",
    delete: "rounded-md p-2 text-red-700 hover:bg-red-50",
  },
  // Rows with a coloured background need hovers that darken whatever is under them.
  tinted: {
    link: "rounded-md p-2 text-slate-700 hover:bg-slate-900/5 hover:text-slate-900",
    delete: "rounded-md p-2 text-red-700 hover:bg-red-100",
  },
};

type Props = {
  /** The record's name in the links' labels ("View …", "Edit …", "Delete …"). */
  name: string;
  viewTo: string;
  editTo: string;
  /** The no-JavaScript confirm page; with JavaScript the dialog's Delete posts here through `onDelete`. */
  deleteHref: string;
  dialog: { title: string; message: string };
  onDelete: () => void;
  className: string;
  tone?: keyof typeof linkTones;
  /** Actions shown before View (a favorite star). */
  children?: ReactNode;
};

/** A list row's View, Edit and Delete links; Delete asks in a dialog with JavaScript, on its own page without. */
export function RowActions({
  name,
  viewTo,
  editTo,
  deleteHref,
  dialog,
  onDelete,
  className,
  tone = "plain",
  children,
}: Props) {
  const [confirming, setConfirming] = useState(false);
  const classes = linkTones[tone];
  return (
    <>
      <div className={className}>
        {children}
        <Link to={viewTo} className={classes.link} aria-label={`View ${name}`}>
          <EyeIcon className="size-4" />
        </Link>
        <Link to={editTo} className={classes.link} aria-label={`Edit ${name}`}>
          <PencilIcon className="size-4" />
        </Link>
        <Link
          to={deleteHref}
          onClick={(e) => {
            e.preventDefault();
            setConfirming(true);
          }}
          className={classes.delete}
          aria-label={`Delete ${name}`}
        >
          <TrashIcon className="size-4" />
        </Link>
      </div>
      <ConfirmDialog
        open={confirming}
        title={dialog.title}
        message={dialog.message}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </>
  );
}
