import type { SellerGrade, StocklistSettings } from '@bp/api-contract';

// The grade lists the Grade Overview dialog shows, apart from the dialog so the page can compute
// them without downloading the dialog.

export interface GradeEntry {
  grade: string;
  label: string;
  description: string;
}

export function gradesFromSeller(grades: readonly SellerGrade[]): GradeEntry[] {
  return grades.map((grade) => ({ grade: grade.pxnrGrade, label: grade.pxnrGradeLabel, description: grade.pxnrGradeDescription }));
}

export function gradesFromSettings(descriptions: StocklistSettings['gradeLabelDescriptions'] | undefined): GradeEntry[] {
  return (descriptions ?? []).map((entry) => ({ grade: entry.grade, label: entry.gradeLabel, description: entry.gradeDescription }));
}
