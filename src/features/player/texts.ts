/** The player's labels (translation.json → `player`), in the page language; media-chrome's own come from its fr/en files. */
export interface PlayerTexts {
  quality: string;
  qualityAuto: string;
  captionsOff: string;
  speed: string;
  captions: string;
  frameBack: string;
  frameForward: string;
  loopStart: string;
  loopEnd: string;
  loopClear: string;
  loopActive: string;
  mirror: string;
  practice: string;
  resumed: string;
  chapters: string;
  startOver: string;
}
