/** How a resource's place reads in messages and mails: "Location, Area". */
export const placeText = (place: { locationName: string; areaName: string }): string => `${place.locationName}, ${place.areaName}`;
