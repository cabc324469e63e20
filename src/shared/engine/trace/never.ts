// "No such event (yet)": larger than any event number, so `mark < e` reads as false.
export const NEVER = 0x7fffffff;
