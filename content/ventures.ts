/** The line under the home page's "Our ventures" heading. */
export const venturesIntro =
  "Companies we built, bought or back, each run by its own team on a shared foundation of engineering, security and finance. Open one for its full report.";
