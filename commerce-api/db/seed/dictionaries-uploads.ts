/** Upload screen texts (namespace "uploads"), French and English. */
export const uploadsDictionary: Record<"fr" | "en", Record<string, string>> = {
  fr: {
    "detail.link": "Détails du fichier {{file}}",
    "detail.briefLink": "Voir le brief",
    "detail.fileEyebrow": "Fichier d’impression · {{product}}",
    "detail.setEyebrow": "Fichier du visuel {{set}} · {{product}}",
    "detail.briefTitle": "Brief de création · {{product}}",
    "detail.preview": "Aperçu de {{file}}",
    "detail.noPreview":
      "Pas d’aperçu dans le navigateur pour les fichiers {{format}} : nous imprimons le fichier tel que vous l’avez envoyé.",
    "detail.facts": "Le fichier",
    "detail.format": "Format",
    "detail.size": "Poids",
    "detail.uploaded": "Envoyé le",
    "detail.pixels": "Dimensions",
    "detail.pixelsValue": "{{width}} × {{height}} pixels",
    "detail.page": "Format de page",
    "detail.pageValue": "{{width}} × {{height}} mm",
    "detail.dpi": "Résolution indiquée",
    "detail.dpiValue": "{{dpi}} dpi",
    "detail.dpiNone": "Non indiquée dans le fichier",
    "detail.sharp": "Impression nette jusqu’à",
    "detail.sharpValue": "{{width}} × {{height}} mm (à 300 dpi)",
    "detail.notMeasured": "Non mesuré (fichier envoyé avant cette fonction)",
    "detail.check": "Vérification et suite",
    "detail.verdict.lowResolution":
      "Refusé par la vérification : le petit côté de l’image fait {{short}} pixels, il en faut au moins {{minimum}} pour une impression nette.",
    "detail.verdict.lowResolutionUnknown":
      "Refusé par la vérification : la résolution est trop faible pour une impression nette.",
    "detail.verdict.awaitingChoice":
      "Trop petit pour le format imprimé : {{dpi}} dpi, là où une impression nette en demande {{needed}}. Rien n’est imprimé avant votre choix.",
    "detail.verdict.printAsIs":
      "Trop petit pour le format imprimé ({{dpi}} dpi) : vous avez choisi de l’imprimer tel quel.",
    "detail.nextStep.awaitingChoice":
      "Sur la page des fichiers de la commande, imprimez-le tel quel ou envoyez-en un autre.",
    "detail.verdict.rejected": "Refusé par la vérification.",
    "detail.verdict.checked":
      "Accepté par la vérification automatique. Notre équipe prépresse le contrôle encore avant l’impression et vous écrit si quelque chose doit changer.",
    "detail.verdict.asSent":
      "Reçu. Vous n’avez pas choisi la vérification de fichier : il sera imprimé tel quel.",
    "detail.nextStep.lowResolution":
      "Exportez votre visuel en plus haute définition (300 dpi à la taille d’impression) ou en PDF, puis envoyez-le à nouveau.",
    "detail.nextStep.rejected": "Envoyez un autre fichier depuis la page des fichiers de la commande.",
    "detail.nextStep.checked": "Rien à faire : la commande suit son cours.",
    "detail.nextStep.asSent":
      "Relisez-le une dernière fois (textes, fonds perdus, couleurs) : vous pouvez encore le remplacer tant que la production n’a pas commencé.",
    "detail.replace": "Envoyer un nouveau fichier",
    "detail.backToFiles": "Retour aux fichiers de la commande {{number}}",
    "detail.briefNone": "Vous n’avez pas encore envoyé de brief pour cet article.",
    "detail.briefSaved": "Envoyé le {{date}}",
    "detail.briefNext":
      "Nos graphistes préparent votre fichier à partir de ce brief et vous envoient une épreuve sous deux jours ouvrés ; l’impression ne démarre qu’après votre accord.",
    "detail.briefEdit": "Modifier le brief",
    "detail.briefWrite": "Rédiger le brief",
    "detail.locked": "La production a commencé : ce fichier ne peut plus être modifié.",
    briefLabel: "Votre brief pour nos graphistes",
    briefHint:
      "Textes, couleurs, logo, l’ambiance souhaitée : nos graphistes vous envoient une épreuve sous deux jours ouvrés.",
    briefSave: "Envoyer le brief",
    "done.brief": "Votre brief a été transmis à nos graphistes.",
    "error.briefShort": "Dites-en un peu plus à nos graphistes (20 caractères au moins).",
    "error.briefLong": "Votre brief dépasse 2 000 caractères.",
    title: "Fichiers d’impression — commande {{number}}",
    backToOrder: "Retour à la commande {{number}}",
    link: "Envoyer mes fichiers",
    fileLabel: "Fichier d’impression",
    setLabel: "Fichier du visuel {{set}}",
    replace: "Envoyer un nouveau fichier",
    hint: "PDF, PNG, JPEG ou TIFF, jusqu’à {{size}}.",
    send: "Envoyer ce fichier",
    sending: "Envoi… {{percent}} %",
    progress: "Progression de l’envoi",
    reset: "Supprimer les fichiers de cet article et recommencer",
    designService: "Nos graphistes préparent ce fichier à partir de votre brief : rien à envoyer.",
    "done.lowResolution":
      "Votre fichier a bien été reçu, mais il est trop petit pour le format imprimé : choisissez ci-dessous.",
    "done.printAsIs": "C’est noté : ce fichier sera imprimé tel quel.",
    "lowResolution.notice":
      "Cette image fait {{dpi}} dpi au format imprimé ; une impression nette en demande {{needed}}, elle risque d’être floue. Imprimez-la telle quelle, ou envoyez un autre fichier.",
    "lowResolution.noticePdf":
      "Une image de ce PDF fait {{dpi}} dpi à la taille de sa page ; une impression nette en demande {{needed}}, elle risque d’être floue. Imprimez-le tel quel, ou envoyez un autre fichier.",
    "lowResolution.printAsIs": "L’imprimer telle quelle",
    "lowResolution.chosen": "Vous avez choisi d’imprimer ce fichier tel quel, à {{dpi}} dpi ({{date}}).",
    "lowResolution.order":
      "Un fichier est trop petit pour le format imprimé : imprimez-le tel quel, ou envoyez-en un autre.",
    "lowResolution.choose": "Choisir",
    "error.notLowResolution": "Ce fichier est assez net : il n’y a rien à choisir.",
    "done.uploaded": "Votre fichier a bien été reçu.",
    "done.reset": "Les fichiers de l’article ont été supprimés : envoyez-en de nouveaux.",
    "rejected.low_resolution":
      "Notre vérification a refusé ce fichier : sa résolution est trop faible pour une impression nette. Envoyez une image d’au moins 600 pixels de côté, ou un PDF.",
    "rejected.other": "Notre vérification a refusé ce fichier : envoyez-en un autre.",
    reupload: "Un fichier a été refusé par la vérification : envoyez-en un nouveau.",
    "error.tooLarge": "Ce fichier est trop volumineux.",
    "error.type": "Ce fichier n’est ni un PDF, ni un PNG, ni un JPEG, ni un TIFF, quel que soit son nom.",
    "error.damaged":
      "Ce fichier est endommagé ou incomplet : il ne se lit pas comme un PDF, PNG, JPEG ou TIFF. Exportez-le à nouveau et renvoyez-le.",
    "error.tooManyPixels":
      "Cette image compte bien plus de pixels que ce produit n’en imprime : réduisez-la (300 dpi au format d’impression suffisent) puis renvoyez-la.",
    "error.tooManyPages":
      "Ce PDF annonce bien trop de pages pour un fichier d’impression : envoyez seulement les pages à imprimer.",
    "error.pageTooLarge":
      "Ce PDF a une page bien plus grande que ce produit : exportez-le au format d’impression puis renvoyez-le.",
    "error.missing": "Choisissez un fichier à envoyer.",
    "error.locked": "La production a commencé : les fichiers ne peuvent plus être modifiés.",
    "error.designService": "Nos graphistes préparent le fichier de cet article.",
    "error.interrupted": "L’envoi a été interrompu ; rien n’a été enregistré. Réessayez.",
    "error.invalid": "Ce fichier n’a pas pu être enregistré.",
  },
  en: {
    "detail.link": "Details of {{file}}",
    "detail.briefLink": "See the brief",
    "detail.fileEyebrow": "Print file · {{product}}",
    "detail.setEyebrow": "File for set {{set}} · {{product}}",
    "detail.briefTitle": "Design brief · {{product}}",
    "detail.preview": "Preview of {{file}}",
    "detail.noPreview":
      "No preview in the browser for {{format}} files: we print the file exactly as you sent it.",
    "detail.facts": "The file",
    "detail.format": "Format",
    "detail.size": "Size",
    "detail.uploaded": "Sent on",
    "detail.pixels": "Dimensions",
    "detail.pixelsValue": "{{width}} × {{height}} pixels",
    "detail.page": "Page size",
    "detail.pageValue": "{{width}} × {{height}} mm",
    "detail.dpi": "Stated resolution",
    "detail.dpiValue": "{{dpi}} dpi",
    "detail.dpiNone": "Not stated in the file",
    "detail.sharp": "Prints sharply up to",
    "detail.sharpValue": "{{width}} × {{height}} mm (at 300 dpi)",
    "detail.notMeasured": "Not measured (sent before this feature)",
    "detail.check": "Check and next step",
    "detail.verdict.lowResolution":
      "Sent back by the file check: the image's short side is {{short}} pixels; a sharp print needs at least {{minimum}}.",
    "detail.verdict.lowResolutionUnknown":
      "Sent back by the file check: the resolution is too low for a sharp print.",
    "detail.verdict.awaitingChoice":
      "Too small for the size it prints: {{dpi}} dpi where a sharp print needs {{needed}}. Nothing is printed until you choose.",
    "detail.verdict.printAsIs":
      "Too small for the size it prints ({{dpi}} dpi): you chose to print it as it is.",
    "detail.nextStep.awaitingChoice": "On the order's files page, print it as it is or send another file.",
    "detail.verdict.rejected": "Sent back by the file check.",
    "detail.verdict.checked":
      "Passed the automatic check. Our pre-press team looks at it again before printing and writes to you if anything must change.",
    "detail.verdict.asSent": "Received. You didn't choose the file check: it will be printed as it is.",
    "detail.nextStep.lowResolution":
      "Export your design at a higher resolution (300 dpi at the printed size) or as a PDF, then send it again.",
    "detail.nextStep.rejected": "Send another file from the order's files page.",
    "detail.nextStep.checked": "Nothing to do: your order is on its way.",
    "detail.nextStep.asSent":
      "Read it through one last time (texts, bleed, colours): you can still replace it until production starts.",
    "detail.replace": "Send a new file",
    "detail.backToFiles": "Back to the files of order {{number}}",
    "detail.briefNone": "You haven't sent a brief for this item yet.",
    "detail.briefSaved": "Sent on {{date}}",
    "detail.briefNext":
      "Our designers prepare your file from this brief and send you a proof within two working days; printing starts only once you approve it.",
    "detail.briefEdit": "Edit the brief",
    "detail.briefWrite": "Write the brief",
    "detail.locked": "Production has started: this file can no longer be changed.",
    briefLabel: "Your brief for our designers",
    briefHint:
      "Texts, colours, logo, the mood you want: our designers send you a proof within two working days.",
    briefSave: "Send the brief",
    "done.brief": "Your brief was sent to our designers.",
    "error.briefShort": "Tell our designers a little more (20 characters at least).",
    "error.briefLong": "Your brief is longer than 2,000 characters.",
    title: "Print files — order {{number}}",
    backToOrder: "Back to order {{number}}",
    link: "Send my files",
    fileLabel: "Print file",
    setLabel: "File for design {{set}}",
    replace: "Send a new file",
    hint: "PDF, PNG, JPEG or TIFF, up to {{size}}.",
    send: "Send this file",
    sending: "Sending… {{percent}} %",
    progress: "Upload progress",
    reset: "Remove this item's files and start again",
    designService: "Our designers prepare this file from your brief: nothing to send.",
    "done.lowResolution": "Your file was received, but it is too small for the size it prints: choose below.",
    "done.printAsIs": "Noted: this file will be printed as it is.",
    "lowResolution.notice":
      "This image has {{dpi}} dpi at the size it prints; a sharp print needs {{needed}} dpi, so it may print blurred. Print it as it is, or send another file.",
    "lowResolution.noticePdf":
      "An image in this PDF has {{dpi}} dpi at the size of its page; a sharp print needs {{needed}} dpi, so it may print blurred. Print it as it is, or send another file.",
    "lowResolution.printAsIs": "Print it as it is",
    "lowResolution.chosen": "You chose to print this file as it is, at {{dpi}} dpi ({{date}}).",
    "lowResolution.order":
      "A file is too small for the size it prints: print it as it is, or send another one.",
    "lowResolution.choose": "Choose",
    "error.notLowResolution": "This file is sharp enough: there is nothing to choose.",
    "done.uploaded": "Your file was received.",
    "done.reset": "The item's files were removed: send new ones.",
    "rejected.low_resolution":
      "Our file check sent this file back: its resolution is too low to print sharply. Send an image at least 600 pixels on its short side, or a PDF.",
    "rejected.other": "Our file check sent this file back: please send another one.",
    reupload: "A file was sent back by our file check: please send a new one.",
    "error.tooLarge": "This file is too large.",
    "error.type": "This file is not a PDF, PNG, JPEG or TIFF, whatever its name says.",
    "error.damaged":
      "This file is damaged or incomplete: it can't be read as a PDF, PNG, JPEG or TIFF. Export it again and send it.",
    "error.tooManyPixels":
      "This image has far more pixels than this product prints: make it smaller (300 dpi at the printed size is enough) and send it again.",
    "error.tooManyPages":
      "This PDF declares far too many pages for a print file: send only the pages to print.",
    "error.pageTooLarge":
      "This PDF has a page far larger than this product: export it at the printed size and send it again.",
    "error.missing": "Choose a file to send.",
    "error.locked": "Production has started: files can no longer be changed.",
    "error.designService": "Our designers prepare this item's file.",
    "error.interrupted": "The upload was interrupted; nothing was saved. Try again.",
    "error.invalid": "This file couldn't be saved.",
  },
};
