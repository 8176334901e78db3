/**
 * Profiles as the calculator saved them before grade scales: numeric ids, grade points
 * only, no scale and no grade codes. Their GPA must stay what it was: (36 + 0 + 21) / 8.5 = 6.71.
 */
export const EARLIER_SAVED_PROFILES = [
  {
    id: 1700000000000,
    name: 'Asha (Default)',
    isDefault: true,
    userId: null,
    createdAt: 1,
    updatedAt: 1,
    semesters: [
      {
        id: 1700000000001,
        name: 'Semester 1',
        subjects: [
          { id: 1700000000002, subjectName: 'Maths', grade: 9, credit: 4 },
          { id: 1700000000003, subjectName: 'Lab', grade: 0, credit: 1.5 },
          { id: 1700000000004, subjectName: 'Physics', grade: 7, credit: 3 },
        ],
      },
    ],
  },
];
