/**
 * What the attendance page says to a signed-in student about the attendance this device kept,
 * in the page's language. Only signed-in students load these (with the account's calculator), so
 * every language's few sentences travel together.
 */
import type { SiteLocale } from '../data/routes';

export interface AttendanceAccountTexts {
  /** `mine`, `theirs`: counts of subjects as the calculator says them ('3 subjects'). */
  offerAdd: (mine: string) => string;
  offerReplace: (mine: string, theirs: string) => string;
  added: (subjects: string) => string;
  failed: string;
}

export const ATTENDANCE_ACCOUNT_TEXTS: Readonly<Record<SiteLocale, AttendanceAccountTexts>> = {
  en: {
    offerAdd: (mine) =>
      `This device has attendance from before you signed in (${mine}). Add it to your account?`,
    offerReplace: (mine, theirs) =>
      `This device has attendance from before you signed in (${mine}). Put it in your account in place of the attendance there (${theirs})?`,
    added: (subjects) => `Added ${subjects} to your account.`,
    failed: 'Your attendance could not be added to your account. Please try again.',
  },
  hi: {
    offerAdd: (mine) => `इस डिवाइस पर साइन इन से पहले की उपस्थिति है (${mine})। इसे अपने खाते में जोड़ें?`,
    offerReplace: (mine, theirs) =>
      `इस डिवाइस पर साइन इन से पहले की उपस्थिति है (${mine})। क्या इसे आपके खाते की उपस्थिति (${theirs}) की जगह रखें?`,
    added: (subjects) => `आपके खाते में जोड़ा गया: ${subjects}।`,
    failed: 'आपकी उपस्थिति आपके खाते में नहीं जोड़ी जा सकी। फिर से कोशिश करें।',
  },
  mr: {
    offerAdd: (mine) =>
      `या डिव्हाइसवर लॉग इन करण्यापूर्वीची उपस्थिती आहे (${mine}). ती तुमच्या खात्यात जोडायची?`,
    offerReplace: (mine, theirs) =>
      `या डिव्हाइसवर लॉग इन करण्यापूर्वीची उपस्थिती आहे (${mine}). तुमच्या खात्यातील उपस्थिती (${theirs}) काढून त्याऐवजी ही ठेवायची?`,
    added: (subjects) => `तुमच्या खात्यात जोडले गेले: ${subjects}.`,
    failed: 'तुमची उपस्थिती तुमच्या खात्यात जोडता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  },
  ta: {
    offerAdd: (mine) =>
      `நீங்கள் உள்நுழைவதற்கு முந்தைய வருகைப் பதிவு இந்தச் சாதனத்தில் உள்ளது (${mine}). அதை உங்கள் கணக்கில் சேர்க்கவா?`,
    offerReplace: (mine, theirs) =>
      `நீங்கள் உள்நுழைவதற்கு முந்தைய வருகைப் பதிவு இந்தச் சாதனத்தில் உள்ளது (${mine}). உங்கள் கணக்கில் உள்ள வருகைப் பதிவை (${theirs}) நீக்கி, அதன் இடத்தில் இதை வைக்கவா?`,
    added: (subjects) => `உங்கள் கணக்கில் சேர்க்கப்பட்டவை: ${subjects}.`,
    failed: 'உங்கள் வருகைப் பதிவை உங்கள் கணக்கில் சேர்க்க முடியவில்லை. மீண்டும் முயலவும்.',
  },
  te: {
    offerAdd: (mine) => `మీరు లాగిన్ అవ్వకముందు సేవ్ చేసిన హాజరు ఈ పరికరంలో ఉంది (${mine}). దాన్ని మీ ఖాతాకు జోడించాలా?`,
    offerReplace: (mine, theirs) =>
      `మీరు లాగిన్ అవ్వకముందు సేవ్ చేసిన హాజరు ఈ పరికరంలో ఉంది (${mine}). మీ ఖాతాలో ఉన్న హాజరు (${theirs}) తీసివేసి, దాని స్థానంలో దీన్ని ఉంచాలా?`,
    added: (subjects) => `మీ ఖాతాకు జోడించాం: ${subjects}.`,
    failed: 'మీ హాజరును మీ ఖాతాకు జోడించలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
  kn: {
    offerAdd: (mine) =>
      `ನೀವು ಲಾಗ್ ಇನ್ ಮಾಡುವ ಮೊದಲು ಉಳಿಸಿದ ಹಾಜರಾತಿ ಈ ಸಾಧನದಲ್ಲಿದೆ (${mine}). ಅದನ್ನು ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಬೇಕೆ?`,
    offerReplace: (mine, theirs) =>
      `ನೀವು ಲಾಗ್ ಇನ್ ಮಾಡುವ ಮೊದಲು ಉಳಿಸಿದ ಹಾಜರಾತಿ ಈ ಸಾಧನದಲ್ಲಿದೆ (${mine}). ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿರುವ ಹಾಜರಾತಿಯನ್ನು (${theirs}) ತೆಗೆದು, ಅದರ ಬದಲಿಗೆ ಇದನ್ನು ಇರಿಸಬೇಕೆ?`,
    added: (subjects) => `ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಲಾಗಿದೆ: ${subjects}.`,
    failed: 'ನಿಮ್ಮ ಹಾಜರಾತಿಯನ್ನು ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  bn: {
    offerAdd: (mine) =>
      `এই ডিভাইসে লগ ইন করার আগের উপস্থিতি আছে (${mine})। এটি আপনার অ্যাকাউন্টে যোগ করবেন?`,
    offerReplace: (mine, theirs) =>
      `এই ডিভাইসে লগ ইন করার আগের উপস্থিতি আছে (${mine})। আপনার অ্যাকাউন্টের উপস্থিতি (${theirs}) সরিয়ে তার জায়গায় এটি রাখবেন?`,
    added: (subjects) => `আপনার অ্যাকাউন্টে যোগ করা হয়েছে: ${subjects}।`,
    failed: 'আপনার উপস্থিতি আপনার অ্যাকাউন্টে যোগ করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
};
