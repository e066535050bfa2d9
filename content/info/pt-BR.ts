// As páginas de informação em português do Brasil (formato: ./types.ts).
import type { InfoContent, ShopFacts } from './types';

export function infoContent(f: ShopFacts): InfoContent {
  return {
    privacy: {
      intro: [
        `Esta política explica quais dados pessoais a ${f.legalName} (“nós”), operadora da ${f.tradeName}, coleta quando você usa a loja, para quê, por quanto tempo e quais são os seus direitos pela Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018). Em vigor desde ${f.effectiveDate}.`,
      ],
      sections: [
        {
          id: 'controller',
          title: 'Quem é responsável pelos seus dados',
          blocks: [`A controladora dos dados é a ${f.legalName}, CNPJ ${f.cnpj}, ${f.address}. Para qualquer dúvida sobre os seus dados, escreva para ${f.email}.`],
        },
        {
          id: 'data-we-collect',
          title: 'Quais dados coletamos',
          blocks: [
            [
              'Conta: nome de usuário, e-mail e senha (guardamos apenas um hash irreversível da senha).',
              'Pedidos: os produtos comprados, valores, datas, números dos pedidos e os códigos entregues a você.',
              'Pagamento: no Pix, nome, sobrenome e CPF; no UPI, os dados do pagador que você informa (nome, conta, e-mail, telefone, endereço, CEP). Os números de cartão vão para o processador de pagamentos e nunca são guardados pela loja.',
              'Dados técnicos: endereço IP e dados do navegador, usados para segurança, limitação de tentativas repetidas e prevenção de fraudes.',
              'Atendimento: as mensagens que você nos envia e os anexos que escolher incluir.',
            ],
          ],
        },
        {
          id: 'purposes',
          title: 'Para que usamos',
          blocks: [
            [
              'criar e manter a sua conta e permitir o seu login;',
              'receber o pagamento e entregar os códigos comprados, na tela, na sua conta e por e-mail;',
              'enviar e-mails de serviço: confirmação de conta, redefinição de senha, comprovantes;',
              'prevenir fraudes e o uso indevido de meios de pagamento e cupons;',
              'responder ao atendimento e tratar reembolsos e substituições;',
              'cumprir obrigações legais, fiscais e contábeis.',
            ],
            'As bases legais são a execução do contrato com você, o cumprimento de obrigações legais e o nosso legítimo interesse em manter a loja segura. Não vendemos os seus dados nem os usamos para perfis de publicidade.',
          ],
        },
        {
          id: 'sharing',
          title: 'Com quem compartilhamos',
          blocks: [
            'Apenas com quem precisa deles para atender você: os processadores de pagamento e bancos que tratam pagamentos por cartão, Pix e UPI (inclusive a verificação 3-D Secure), nossos provedores de hospedagem e de e-mail, e autoridades públicas quando a lei exigir. Cada um recebe só os dados necessários à sua tarefa. Alguns provedores podem tratar dados fora do Brasil, sempre com as salvaguardas exigidas pela LGPD.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies e armazenamento local',
          blocks: [
            'Usamos um único cookie de sessão, essencial e criptografado, para manter você conectado. O seu navegador também guarda a cesta e a sua escolha sobre cookies no armazenamento local. Não carregamos scripts de publicidade ou rastreamento de terceiros.',
          ],
        },
        {
          id: 'retention',
          title: 'Por quanto tempo guardamos',
          blocks: [
            'Os dados da conta são guardados enquanto a conta existir. Pedidos e registros de pagamento são guardados pelos prazos exigidos pela legislação fiscal e de defesa do consumidor (em geral, cinco anos). Registros de segurança são guardados por até seis meses. Depois desses prazos, os dados são apagados ou anonimizados.',
          ],
        },
        {
          id: 'rights',
          title: 'Os seus direitos',
          blocks: [
            'Você pode pedir a confirmação de que tratamos os seus dados, o acesso a eles, a correção, a anonimização ou eliminação de dados desnecessários, a portabilidade, a informação sobre com quem os compartilhamos e a revogação do consentimento quando o tratamento depender dele. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
            `Envie o seu pedido para ${f.email} a partir do e-mail da sua conta. Respondemos em até 15 dias.`,
          ],
        },
        {
          id: 'security',
          title: 'Segurança',
          blocks: [
            'As conexões são criptografadas (HTTPS), as senhas são guardadas como hash, o cookie de sessão não pode ser lido por scripts e os pagamentos com cartão são confirmados com 3-D Secure. Não compartilhe a sua senha: quem a conhece pode ver os códigos da sua conta.',
          ],
        },
        {
          id: 'changes',
          title: 'Alterações desta política',
          blocks: ['Publicamos cada nova versão nesta página, com a sua data. Se uma alteração afetar o uso de dados que você já nos forneceu, avisaremos por e-mail.'],
        },
      ],
    },
    contractOffer: {
      intro: [
        `Esta oferta pública se dirige a qualquer pessoa que queira comprar produtos digitais na ${f.tradeName}. O pagamento de um pedido significa a aceitação integral desta oferta. Em vigor desde ${f.effectiveDate}.`,
      ],
      sections: [
        {
          id: 'general',
          title: 'Disposições gerais',
          blocks: [
            `A vendedora é a ${f.legalName}, CNPJ ${f.cnpj}, ${f.address} (a “Vendedora”). O comprador é a pessoa que faz e paga um pedido (o “Comprador”).`,
            'O contrato é celebrado quando o pagamento do pedido é confirmado. No pagamento, o Comprador confirma que leu esta oferta e a política de privacidade e que aceita a política de não reembolso de códigos entregues.',
          ],
        },
        {
          id: 'subject',
          title: 'Objeto do contrato',
          blocks: [
            'A Vendedora vende produtos digitais: gift cards, créditos para jogos, recargas de conta, assinaturas e códigos de ativação de plataformas de terceiros (por exemplo Steam, PlayStation, Xbox, App Store, Google Play, Netflix, Spotify). Cada produto é entregue como um código a ser ativado na plataforma que o emitiu.',
            'A plataforma que emite o código define as regras do seu uso. A Vendedora não é essa plataforma e não responde pelos serviços dela.',
          ],
        },
        {
          id: 'prices',
          title: 'Preços e pedidos',
          blocks: [
            'Os preços são exibidos em euros (€) e incluem os tributos aplicáveis. Vale o preço exibido no momento da criação do pedido. Um cupom reduz o valor do pedido antes do pagamento.',
            'O valor nominal de um código (por exemplo, 50 BRL) aparece na página do produto e pode estar em moeda diferente da do preço.',
          ],
        },
        {
          id: 'payment',
          title: 'Pagamento',
          blocks: [
            'O Comprador pode pagar com:',
            [
              'cartão — MasterCard, Visa, Mir ou American Express, com confirmação 3-D Secure;',
              'Pix, pelo QR code ou pelo código copia e cola;',
              'UPI (Índia), por link ou QR code de pagamento;',
              `o saldo da conta, recarregado a partir de ${f.minTopUp}.`,
            ],
            'Se o banco do Comprador cobrar em outra moeda, aplicam-se a taxa de câmbio e as tarifas dele. O pedido está pago quando o processador de pagamentos o confirma.',
          ],
        },
        {
          id: 'delivery',
          title: 'Entrega',
          blocks: [
            'Os códigos são entregues imediatamente após a confirmação do pagamento: na página de confirmação do pagamento, na lista “Minhas compras” da conta do Comprador e no e-mail com o comprovante. O código é considerado entregue assim que é exibido em qualquer um desses lugares.',
            'Em casos raros, como uma verificação adicional de segurança do pagamento, a entrega pode levar até 24 horas; o Comprador é avisado por e-mail.',
          ],
        },
        {
          id: 'regions',
          title: 'Restrições de região',
          blocks: [
            'Muitos códigos funcionam apenas em um país ou região. A região de cada produto aparece na página dele, ao lado do preço; “Funciona em todas as regiões” significa que o código não tem restrição. Antes de pagar, o Comprador verifica se a região corresponde ao país da sua conta na plataforma.',
          ],
        },
        {
          id: 'refunds',
          title: 'Reembolso e substituição',
          blocks: [
            'Códigos entregues (revelados) não podem ser devolvidos nem trocados, pois um código digital não pode ser recuperado depois de visto. Isso inclui o código comprado para a região errada ou por engano.',
            'Um código ainda não revelado — o pedido foi pago, mas o código não foi entregue — é reembolsado integralmente: no saldo, na hora, se foi pago com saldo; caso contrário, no meio de pagamento original em até 10 dias úteis.',
            'Um código entregue que não funcione na primeira ativação é substituído ou reembolsado conforme a página de garantias, se o problema for informado em até 7 dias.',
          ],
        },
        {
          id: 'liability',
          title: 'Responsabilidade',
          blocks: [
            'A Vendedora responde pela entrega de um código válido do produto pago. A Vendedora não responde por prejuízos causados pela divulgação do código ou da senha pelo Comprador, pela ativação do código em conta de outra região, nem pelas regras e falhas da própria plataforma.',
          ],
        },
        {
          id: 'personal-data',
          title: 'Dados pessoais',
          blocks: ['A Vendedora trata os dados pessoais do Comprador conforme a política de privacidade publicada na loja.'],
        },
        {
          id: 'final',
          title: 'Vigência, alterações e disputas',
          blocks: [
            'A oferta vale até ser revogada. A Vendedora pode alterá-la; um pedido pago mantém a versão vigente no momento do pagamento. O contrato é regido pelas leis do Brasil, inclusive o Código de Defesa do Consumidor. As divergências são resolvidas primeiro com o suporte; não havendo acordo, é competente o foro previsto em lei.',
          ],
        },
        {
          id: 'seller-details',
          title: 'Dados da Vendedora',
          blocks: [[`${f.legalName}`, `CNPJ ${f.cnpj}`, f.address, `E-mail: ${f.email}`, `Telefone: ${f.phone}`]],
        },
      ],
    },
    terms: {
      intro: [
        `Estes termos regem o uso do site e da conta da ${f.tradeName}. Ao se cadastrar ou comprar, você concorda com eles, junto com a oferta pública e a política de privacidade. Em vigor desde ${f.effectiveDate}.`,
      ],
      sections: [
        {
          id: 'account',
          title: 'A sua conta',
          blocks: [
            [
              'Para pagar pedidos é preciso ter uma conta com e-mail confirmado; a cesta pode ser montada sem conta.',
              'Seu nome é escrito como você o escreve, em qualquer alfabeto (de 2 a 50 caracteres); a senha tem de 8 a 128 caracteres de qualquer tipo, espaços incluídos, é só sua e não deve ser usada em outros sites.',
              'Você responde pelo que acontece na sua conta. Se achar que outra pessoa a usou, troque a senha e escreva ao suporte.',
            ],
          ],
        },
        {
          id: 'use',
          title: 'Uso da loja',
          blocks: [
            'Você se compromete a não:',
            [
              'pagar com cartão, Pix ou conta UPI que não seja seu ou sem a autorização do titular;',
              'tentar obter códigos sem pagar, abusar de cupons ou criar contas para contornar limites;',
              'sobrecarregar, varrer ou atacar o site, nem usar ferramentas automáticas para comprar códigos.',
            ],
            'Podemos bloquear pedidos ou contas envolvidos nessas ações e cancelar pedidos não entregues, com reembolso.',
          ],
        },
        {
          id: 'codes',
          title: 'Códigos e plataformas',
          blocks: [
            'Os códigos são ativados na plataforma que os emitiu, segundo os termos dessa plataforma. Antes de comprar, confira na página do produto a plataforma, o valor nominal e a região. Guarde os seus códigos em sigilo: qualquer pessoa que tenha o código pode ativá-lo.',
          ],
        },
        {
          id: 'refunds',
          title: 'Política de não reembolso',
          blocks: [
            'Um código é revelado assim que é exibido a você — na página de confirmação do pagamento, na sua conta ou no e-mail com o comprovante. Como a entrega é imediata, isso normalmente acontece no instante em que o pagamento é confirmado.',
            [
              'Códigos revelados não são reembolsáveis nem trocáveis, inclusive se a região errada foi escolhida por engano ou se você mudou de ideia.',
              'Códigos ainda não revelados (pagos, mas não entregues) são reembolsados integralmente: no saldo, na hora, ou no meio de pagamento original em até 10 dias úteis.',
              'Um código revelado que falhe na primeira ativação está coberto pela garantia de código válido: substituição ou reembolso.',
            ],
            'No pagamento, você confirma que pede a entrega imediata e aceita esta política.',
          ],
        },
        {
          id: 'balance',
          title: 'Saldo e cupons',
          blocks: [
            `O saldo da conta é recarregado a partir de ${f.minTopUp} e usado em compras na loja. Não é uma conta bancária, não rende juros e não é sacado em dinheiro, salvo quando a lei o exigir. Os cupons dão o desconto exibido ao serem aplicados, um por pedido, e não podem ser trocados por dinheiro.`,
          ],
        },
        {
          id: 'content',
          title: 'Conteúdo e marcas',
          blocks: [
            'Os textos e o design do site pertencem à loja. Os nomes e logotipos das plataformas pertencem aos seus titulares e são usados apenas para descrever os produtos; a loja não é afiliada a eles.',
          ],
        },
        {
          id: 'liability',
          title: 'Disponibilidade e responsabilidade',
          blocks: [
            'Trabalhamos para manter a loja disponível, mas manutenções ou falhas dos serviços de pagamento ou das plataformas podem interrompê-la. A nossa responsabilidade se limita ao valor pago pelo pedido em questão, salvo disposição diversa da lei de defesa do consumidor.',
          ],
        },
        {
          id: 'law',
          title: 'Lei aplicável',
          blocks: ['Estes termos são regidos pelas leis do Brasil. Eles não limitam os seus direitos de consumidor previstos no Código de Defesa do Consumidor.'],
        },
        {
          id: 'contact',
          title: 'Contato',
          blocks: [`Dúvidas sobre estes termos: ${f.email}, ${f.phone}. Horário de atendimento: ${f.supportHours}.`],
        },
      ],
    },
    guarantees: {
      intro: ['O que garantimos em cada pedido e o que fazer se algo der errado.'],
      sections: [
        {
          id: 'delivery',
          title: 'Garantia de entrega',
          blocks: [
            'Os códigos são entregues imediatamente após a confirmação do pagamento: na página de confirmação, em “Minhas compras” na sua conta e no e-mail com o comprovante. Se você não tiver recebido o código 15 minutos depois de pagar, escreva para nós: entregamos o código ou reembolsamos o pedido integralmente.',
          ],
        },
        {
          id: 'valid-code',
          title: 'Garantia de código válido',
          blocks: [
            'Todo código que vendemos é novo e nunca usado, comprado da plataforma ou de distribuidores autorizados. Se um código não funcionar na primeira ativação:',
            [
              'escreva ao suporte em até 7 dias após a compra;',
              'anexe uma captura de tela da mensagem de erro da plataforma e informe o número do pedido;',
              'verificamos o código com o distribuidor, normalmente em até 24 horas;',
              'um código com defeito é substituído por um código novo do mesmo produto; se não houver estoque, reembolsamos o pedido.',
            ],
          ],
        },
        {
          id: 'refunds',
          title: 'Reembolso de códigos ainda não revelados',
          blocks: [
            'Se um pedido foi pago, mas o código não foi entregue — por exemplo, um pagamento confirmado depois que o produto esgotou, ou uma falha técnica —, nada foi revelado e você recebe todo o valor de volta: no saldo, na hora, se pagou com ele; caso contrário, no cartão, no Pix ou na conta UPI em até 10 dias úteis. Códigos já revelados não são reembolsáveis; veja os termos e condições.',
          ],
        },
        {
          id: 'region',
          title: 'Informação clara sobre a região',
          blocks: [
            'A região de cada código aparece na página do produto antes da compra. Se um código não funcionar na região indicada na página, ele está coberto pela garantia de código válido. Um código comprado para uma região diferente da sua conta não pode ser reembolsado depois de revelado; por isso, confira antes de pagar.',
          ],
        },
        {
          id: 'secure-payment',
          title: 'Pagamento seguro',
          blocks: [
            'Os pagamentos com cartão são confirmados pelo seu banco com 3-D Secure; os números de cartão são tratados pelo processador de pagamentos e nunca são guardados pela loja. Pagamentos por Pix e UPI saem direto do aplicativo do seu banco.',
          ],
        },
        {
          id: 'contact',
          title: 'Como falar conosco',
          blocks: [
            [`E-mail: ${f.email}`, `Telefone: ${f.phone}`, `Horário: ${f.supportHours}`],
            'Informe o número do pedido e o e-mail da sua conta. Respondemos a todas as mensagens em até 24 horas.',
          ],
        },
      ],
    },
    requisites: {
      intro: [`A ${f.tradeName} é operada por uma empresa registrada no Brasil. Os dados dela:`],
      contacts: {
        title: 'Contatos',
        blocks: [
          `O suporte atende por e-mail e telefone. Horário: ${f.supportHours}. Sobre um pedido, informe o número dele e o e-mail da sua conta; pedidos sobre dados pessoais devem ser enviados desse mesmo e-mail.`,
        ],
      },
    },
    faq: {
      intro: ['Respostas às perguntas mais comuns dos compradores. Se a sua não estiver aqui, escreva ao suporte.'],
      about: {
        title: 'Sobre nós',
        blocks: [
          `A ${f.tradeName} é uma loja online de produtos digitais mantida pela ${f.legalName}, em São Paulo. Vendemos gift cards, créditos para jogos, recargas e códigos de produtos para Steam, PlayStation, Xbox, App Store, Google Play, League of Legends, Valorant, Netflix, Spotify e outras plataformas.`,
          'Cada produto mostra a sua região antes da compra, os preços são em euros e os códigos chegam na hora, logo após o pagamento. A loja fala português, inglês, russo e híndi.',
        ],
      },
      questionsTitle: 'Perguntas e respostas',
      items: [
        {
          id: 'what-we-sell',
          question: 'O que vocês vendem?',
          answer: ['Códigos digitais: gift cards, moedas de jogos, recargas de conta, assinaturas e códigos de ativação. Cada código é ativado na plataforma que o emitiu — nada é enviado pelo correio.'],
        },
        {
          id: 'delivery-time',
          question: 'Em quanto tempo recebo o código?',
          answer: ['Na hora. Assim que o pagamento é confirmado, o código aparece na página de confirmação. Pagamentos com cartão e saldo levam segundos; Pix e UPI, o tempo que o seu banco levar para confirmar.'],
        },
        {
          id: 'where-code',
          question: 'Onde encontro o meu código depois?',
          answer: ['Em três lugares: na página de confirmação do pagamento, na lista “Minhas compras” da sua conta (com busca) e no e-mail com o comprovante, enviado para o endereço da sua conta.'],
        },
        {
          id: 'region-check',
          question: 'Como verifico se um código funciona na minha região?',
          answer: [
            'A página do produto mostra a região ao lado do preço: “Funciona em todas as regiões” significa sem restrição; caso contrário, o código só funciona no país ou região indicados. Compare com o país da sua conta na plataforma:',
            ['Steam: o país da loja nos detalhes da conta;', 'PlayStation e Xbox: o país da sua conta;', 'App Store e Google Play: o país do seu ID Apple ou da sua conta Google.'],
          ],
        },
        {
          id: 'wrong-region',
          question: 'Comprei um código da região errada. Posso devolver?',
          answer: ['Não. Um código revelado não pode ser devolvido, pois não pode ser recuperado depois de visto. Por isso a região aparece em todas as páginas de produto: confira antes de pagar.'],
        },
        {
          id: 'payment-methods',
          question: 'Como posso pagar?',
          answer: [['Cartões MasterCard, Visa, Mir e American Express, com 3-D Secure;', 'Pix, por QR code ou código copia e cola;', 'UPI, por link ou QR code;', `o saldo da sua conta, recarregado a partir de ${f.minTopUp}.`]],
        },
        {
          id: 'currency',
          question: 'Em que moeda são os preços?',
          answer: ['Em euros. Se o seu cartão for de outra moeda, o seu banco converte o valor pela taxa dele. O valor nominal do código (por exemplo, 100 BRL) aparece separado na página do produto.'],
        },
        {
          id: 'refund',
          question: 'Posso pedir reembolso?',
          answer: ['Para um código ainda não revelado — pago, mas não entregue —, sim, integral: na hora, no saldo, ou no meio de pagamento original em até 10 dias úteis. Um código revelado não é reembolsável, a menos que não funcione (veja a próxima pergunta).'],
        },
        {
          id: 'code-not-working',
          question: 'E se o meu código não funcionar?',
          answer: ['Escreva ao suporte em até 7 dias com o número do pedido e uma captura de tela do erro. Verificamos, normalmente em até 24 horas, e substituímos o código ou reembolsamos o pedido.'],
        },
        {
          id: 'account',
          question: 'Preciso ter uma conta?',
          answer: ['Você pode navegar e montar a cesta sem conta. Para pagar, entre ou cadastre-se e confirme o e-mail: assim os seus códigos ficam guardados na sua conta.'],
        },
        {
          id: 'balance',
          question: 'Como funciona o saldo?',
          answer: [`Recarregue-o na sua conta a partir de ${f.minTopUp} com cartão, Pix ou UPI e pague os pedidos com um clique. O saldo é usado na loja e não é sacado em dinheiro.`],
        },
        {
          id: 'promo-code',
          question: 'Como uso um cupom?',
          answer: ['Digite-o na cesta antes de finalizar a compra. O desconto aparece na hora no total; um cupom por pedido.'],
        },
        {
          id: 'security',
          question: 'É seguro pagar aqui?',
          answer: ['Sim. Os pagamentos com cartão são confirmados pelo seu banco com 3-D Secure, e a loja nunca guarda números de cartão. A conexão é criptografada.'],
        },
        {
          id: 'contact',
          question: 'Como falo com o suporte?',
          answer: [`Pelo e-mail ${f.email} ou pelo telefone ${f.phone}. Horário: ${f.supportHours}. Respondemos em até 24 horas.`],
        },
      ],
    },
  };
}
