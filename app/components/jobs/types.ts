/** A job as the screens receive it: the API's wire shape (api-contract.md §2.2). */
export type JobView = {
  _id: string;
  company: string;
  position: string;
  status: string;
  jobType: string;
  jobLocation: string;
  jobDescription: string;
  jobUrl: string;
  notes: string;
  salary: { min: number; max: number; currency: string };
  applicationDate: string | null;
  contactPerson: string | null;
  priority: string;
  favorite: boolean;
  interviewHistory: InterviewView[];
  createdAt: string;
  updatedAt: string;
};

export type InterviewView = {
  _id: string;
  date: string;
  interviewType: string;
  withPerson: string;
  notes: string;
  followUpDate: string | null;
};
