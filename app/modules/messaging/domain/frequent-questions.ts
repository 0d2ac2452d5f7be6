/**
 * The short answers of /help (issue 17 §5), apart from the chat's rules: a visitor's page carries
 * these texts and nothing of the validation the signed-in chat needs.
 */

/** The most frequent questions, answered in a few lines (the help centre has the guides). */
export const frequentQuestions: readonly { question: string; answer: string }[] = [
  {
    question: 'Comment mettre ma boutique en ligne ?',
    answer:
      'Dans Paramètres › Informations, renseignez l’identité de votre entreprise, puis cliquez sur « Mettre la boutique en ligne ». Vos clients la trouvent à l’adresse indiquée sous son nom.',
  },
  {
    question: 'Où renseigner mes coordonnées bancaires pour mes factures ?',
    answer:
      'Dans Paramètres › Facturation, bloc « Banque et mentions » : l’IBAN et le BIC sont vérifiés, puis imprimés sur chaque facture émise ensuite.',
  },
  {
    question: 'Comment corriger une facture déjà émise ?',
    answer:
      'Une facture émise ne se modifie plus (la loi l’impose) : émettez un avoir depuis la facture, puis une nouvelle facture si besoin.',
  },
  {
    question: 'Comment suivre ma commande ?',
    answer:
      'Vos commandes et leur état sont dans « Commandes ». Pour une question au producteur, ouvrez la commande et cliquez sur « Une question sur cette commande ? ».',
  },
  {
    question: 'Comment télécharger mes factures ?',
    answer: 'Dans « Commandes », la liste de vos factures donne le PDF de chacune, à tout moment.',
  },
  {
    question: 'Comment protéger mon compte ?',
    answer:
      'Dans Paramètres › Compte, activez la double authentification et fermez les sessions que vous ne reconnaissez pas.',
  },
]
