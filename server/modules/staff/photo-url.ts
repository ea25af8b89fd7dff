/** Where a browser GETs a member of staff's photo; the version changes with every new photo. */
export const staffPhotoUrl = (userId: number, updatedAt: Date | string | number) =>
  `/api/staff/${userId}/photo?v=${new Date(updatedAt).getTime()}`;
