/**
 * What the GPA page says to a signed-in student about the profiles this device kept, in the
 * page's language. Only signed-in students load these (with the account's calculator), so every
 * language's few sentences travel together. Why a profile cannot move is the calculator's own
 * sentence (its import texts), said inside `cannotAdd`.
 */
import { cannotAddMessage } from '../../../packages/core/src/gpa/profile-import';
import type { SiteLocale } from '../data/routes';

export interface GpaAccountTexts {
  offer: (count: number) => string;
  cannotAdd: (problem: string) => string;
  added: (count: number) => string;
  failed: string;
}

const profiles = (count: number) => (count === 1 ? '1 profile' : `${count} profiles`);

export const GPA_ACCOUNT_TEXTS: Readonly<Record<SiteLocale, GpaAccountTexts>> = {
  en: {
    offer: (count) =>
      `${profiles(count)} from before you signed in ${count === 1 ? 'is' : 'are'} saved on this device. Add ${count === 1 ? 'it' : 'them'} to your account?`,
    cannotAdd: cannotAddMessage,
    added: (count) => `Added ${profiles(count)} to your account.`,
    failed: 'Error importing profiles. Please try again.',
  },
  hi: {
    offer: (count) =>
      `साइन इन से पहले की ${count} प्रोफ़ाइल इस डिवाइस पर सहेजी ${count === 1 ? 'है' : 'हैं'}। ${count === 1 ? 'इसे' : 'इन्हें'} अपने खाते में जोड़ें?`,
    cannotAdd: (problem) => `ये प्रोफ़ाइलें जैसी हैं वैसी आपके खाते में नहीं जोड़ी जा सकतीं: ${problem}`,
    added: (count) => `आपके खाते में ${count} प्रोफ़ाइल जोड़ी ${count === 1 ? 'गई' : 'गईं'}।`,
    failed: 'प्रोफ़ाइलें आयात करने में त्रुटि। फिर से कोशिश करें।',
  },
  mr: {
    offer: (count) =>
      count === 1
        ? `लॉग इन करण्यापूर्वीचे ${count} प्रोफाइल या डिव्हाइसवर जतन केले आहे. ते तुमच्या खात्यात जोडायचे?`
        : `लॉग इन करण्यापूर्वीची ${count} प्रोफाइल या डिव्हाइसवर जतन केली आहेत. ती तुमच्या खात्यात जोडायची?`,
    cannotAdd: (problem) => `ही प्रोफाइल जशी आहेत तशी तुमच्या खात्यात जोडता येत नाहीत: ${problem}`,
    added: (count) =>
      count === 1 ? `तुमच्या खात्यात ${count} प्रोफाइल जोडले.` : `तुमच्या खात्यात ${count} प्रोफाइल जोडली.`,
    failed: 'प्रोफाइल इम्पोर्ट करताना त्रुटी आली. कृपया पुन्हा प्रयत्न करा.',
  },
  ta: {
    offer: (count) =>
      count === 1
        ? `நீங்கள் உள்நுழைவதற்கு முந்தைய ${count} சுயவிவரம் இந்தச் சாதனத்தில் சேமிக்கப்பட்டுள்ளது. அதை உங்கள் கணக்கில் சேர்க்கவா?`
        : `நீங்கள் உள்நுழைவதற்கு முந்தைய ${count} சுயவிவரங்கள் இந்தச் சாதனத்தில் சேமிக்கப்பட்டுள்ளன. அவற்றை உங்கள் கணக்கில் சேர்க்கவா?`,
    cannotAdd: (problem) => `இந்தச் சுயவிவரங்களை உள்ளபடியே உங்கள் கணக்கில் சேர்க்க முடியாது: ${problem}`,
    added: (count) =>
      count === 1
        ? `${count} சுயவிவரம் உங்கள் கணக்கில் சேர்க்கப்பட்டது.`
        : `${count} சுயவிவரங்கள் உங்கள் கணக்கில் சேர்க்கப்பட்டன.`,
    failed: 'சுயவிவரங்களை இறக்குமதி செய்வதில் பிழை. மீண்டும் முயலவும்.',
  },
  te: {
    offer: (count) =>
      count === 1
        ? `మీరు లాగిన్ అవ్వకముందు సేవ్ చేసిన ${count} ప్రొఫైల్ ఈ పరికరంలో ఉంది. దాన్ని మీ ఖాతాకు జోడించాలా?`
        : `మీరు లాగిన్ అవ్వకముందు సేవ్ చేసిన ${count} ప్రొఫైల్‌లు ఈ పరికరంలో ఉన్నాయి. వాటిని మీ ఖాతాకు జోడించాలా?`,
    cannotAdd: (problem) => `ఈ ప్రొఫైల్‌లను ఉన్నవి ఉన్నట్లుగా మీ ఖాతాకు జోడించలేం: ${problem}`,
    added: (count) => `మీ ఖాతాకు ${count} ${count === 1 ? 'ప్రొఫైల్‌ను' : 'ప్రొఫైల్‌లను'} జోడించాం.`,
    failed: 'ప్రొఫైల్‌లను ఇంపోర్ట్ చేయడంలో లోపం. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
  kn: {
    offer: (count) =>
      count === 1
        ? `ನೀವು ಲಾಗ್ ಇನ್ ಮಾಡುವ ಮೊದಲು ಉಳಿಸಿದ ${count} ಪ್ರೊಫೈಲ್ ಈ ಸಾಧನದಲ್ಲಿದೆ. ಅದನ್ನು ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಬೇಕೆ?`
        : `ನೀವು ಲಾಗ್ ಇನ್ ಮಾಡುವ ಮೊದಲು ಉಳಿಸಿದ ${count} ಪ್ರೊಫೈಲ್‌ಗಳು ಈ ಸಾಧನದಲ್ಲಿವೆ. ಅವುಗಳನ್ನು ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಬೇಕೆ?`,
    cannotAdd: (problem) => `ಈ ಪ್ರೊಫೈಲ್‌ಗಳನ್ನು ಇದ್ದಂತೆಯೇ ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ: ${problem}`,
    added: (count) => `${count} ${count === 1 ? 'ಪ್ರೊಫೈಲನ್ನು' : 'ಪ್ರೊಫೈಲ್‌ಗಳನ್ನು'} ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಲಾಗಿದೆ.`,
    failed: 'ಪ್ರೊಫೈಲ್‌ಗಳನ್ನು ಆಮದು ಮಾಡುವಲ್ಲಿ ದೋಷ ಉಂಟಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  bn: {
    offer: (count) =>
      `লগ ইন করার আগের ${count}টি প্রোফাইল এই ডিভাইসে সংরক্ষিত আছে। ${count === 1 ? 'এটি' : 'এগুলি'} আপনার অ্যাকাউন্টে যোগ করবেন?`,
    cannotAdd: (problem) =>
      `এই প্রোফাইলগুলি যেমন আছে তেমনভাবে আপনার অ্যাকাউন্টে যোগ করা যাবে না: ${problem}`,
    added: (count) => `আপনার অ্যাকাউন্টে ${count}টি প্রোফাইল যোগ করা হয়েছে।`,
    failed: 'প্রোফাইল ইমপোর্ট করতে সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
};
