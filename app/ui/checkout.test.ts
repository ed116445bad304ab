import { transactionRow } from "@core/transaction-rows";
import { describe, expect, it } from "vitest";
import { checkoutPagePath, standInCheckoutPath, withFrom } from "./checkout";

describe("checkoutPagePath", () => {
  it("keeps the plan and cycle in the URL of the page the checkout started on", () => {
    expect(checkoutPagePath({ planId: "p1", billingType: "yearly" })).toBe("/payment?planId=p1&billingType=yearly");
    expect(checkoutPagePath({ planId: "p1", billingType: "monthly", from: "register" })).toBe(
      "/payment?planId=p1&billingType=monthly&from=register",
    );
    expect(checkoutPagePath({ planId: "p1", billingType: "yearly", from: "register-step" }, { tx: "t1" })).toBe(
      "/register?planId=p1&billingType=yearly&step=payment&tx=t1",
    );
    expect(checkoutPagePath({ planId: "a&b", billingType: "monthly" }, { tx: "t", error: "verification" })).toBe(
      "/payment?planId=a%26b&billingType=monthly&tx=t&error=verification",
    );
  });

  it("sends the stand-in and our own links the origin, never Razorpay's hosted page", () => {
    expect(standInCheckoutPath("order_1", "t1", undefined)).toBe("/payment/stand-in?order=order_1&tx=t1");
    expect(withFrom("/payment/stand-in?link=plink_1", "register")).toBe("/payment/stand-in?link=plink_1&from=register");
    expect(withFrom("https://rzp.io/i/abc", "register")).toBe("https://rzp.io/i/abc");
    expect(withFrom("//evil.example/x", "register")).toBe("//evil.example/x");
    expect(withFrom("/payment/stand-in?link=plink_1", undefined)).toBe("/payment/stand-in?link=plink_1");
  });
});

describe("transactionRow", () => {
  const base = {
    _id: "t1",
    plan: { name: "basic" },
    amount: 470,
    currency: "INR",
    status: "completed",
    billingType: "yearly",
    paymentId: "pay_1",
    startDate: "2026-01-31T10:00:00.000Z",
    endDate: "2027-01-31T10:00:00.000Z",
    createdAt: "2026-01-31T10:00:00.000Z",
  };

  it("shows a completed payment with its period and a receipt", () => {
    expect(transactionRow(base, "Asia/Kolkata")).toMatchObject({
      title: "Basic Plan",
      billingType: "Yearly",
      paymentId: "pay_1",
      period: "31 Jan 2026 – 31 Jan 2027",
      hasReceipt: true,
    });
  });

  it("shows N/A and a dash before a payment completes, and no receipt", () => {
    const row = transactionRow(
      { ...base, plan: null, status: "failed", paymentId: null, startDate: null, endDate: null },
      "Asia/Kolkata",
    );
    expect(row).toMatchObject({ title: "Plan Subscription", paymentId: "N/A", period: "—", hasReceipt: false });
  });
});
