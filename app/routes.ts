import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password/:token", "routes/reset-password.tsx"),
  route("logout", "routes/logout.tsx"),
  route("terms-of-use", "routes/legal/terms.tsx"),
  route("privacy-policy", "routes/legal/privacy.tsx"),
  route("refund-policy", "routes/legal/refund.tsx"),
  layout("routes/_app.tsx", [
    route("dashboard", "routes/dashboard.tsx"),
    route("profile", "routes/profile/route.tsx"),
    route("applications", "routes/applications/route.tsx"),
    route("jobs/new", "routes/jobs/new.tsx"),
    route("jobs/edit/:id", "routes/jobs/edit.tsx"),
    route("jobs/:id", "routes/jobs/detail.tsx"),
    route("jobs/:id/delete", "routes/jobs/delete.tsx"),
    route("jobs/:jobId/interviews/new", "routes/jobs/interview-form.tsx", { id: "interview-new" }),
    route("jobs/:jobId/interviews/edit/:interviewId", "routes/jobs/interview-form.tsx", { id: "interview-edit" }),
    route("jobs/:jobId/interviews/:interviewId/delete", "routes/jobs/interview-delete.tsx"),
    route("*", "routes/catch-all.tsx"),
  ]),
] satisfies RouteConfig;
