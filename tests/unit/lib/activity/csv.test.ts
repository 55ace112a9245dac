import { ACTIVITY_CSV_HEADER, activityCsvLine, csvCell, csvLine } from "@/lib/activity/csv";

describe("csvCell", () => {
  it("leaves plain text alone and writes null as an empty cell", () => {
    expect(csvCell("ada@example.com")).toBe("ada@example.com");
    expect(csvCell(null)).toBe("");
  });

  it("quotes cells with commas, quotes or line breaks, doubling the quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rlf")).toBe('"cr\rlf"');
  });

  it.each(['=HYPERLINK("http://x")', "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])(
    "never leaves %p to be run as a formula",
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, "")).toMatch(/^'/);
    },
  );

  it("guards a formula that also needs quoting", () => {
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
  });
});

describe("the export's lines", () => {
  it("end each line with CRLF", () => {
    expect(csvLine(["a", null, "b"])).toBe("a,,b\r\n");
    expect(ACTIVITY_CSV_HEADER.startsWith("When (UTC),Who,")).toBe(true);
  });

  it("write an event with the view's words beside the raw columns", () => {
    const line = activityCsvLine({
      at: new Date("2026-11-25T06:00:00Z"),
      actorId: null,
      actorEmail: "=cmd@example.com",
      action: "auth.sign_in_refused",
      targetKind: null,
      targetId: null,
      targetLabel: null,
      clientAddress: "203.0.113.4",
      details: { step: "password" },
    });
    expect(line).toBe(
      "2026-11-25T06:00:00.000Z,attempted as =cmd@example.com,," +
        "was refused sign-in by a limit at the password sign-in,auth.sign_in_refused,,,," +
        '203.0.113.4,"{""step"":""password""}"\r\n',
    );
  });
});
