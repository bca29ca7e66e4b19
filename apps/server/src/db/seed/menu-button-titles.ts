import { MENU_TITLES, type Translation } from './menu-titles';

// Seeded buttons are named "<noun><action>" (用户查询, 产品审核...), as crudButtons builds them:
// their English and French titles are "<Noun>: <action>" / "<Nom> : <action>".

const ACTIONS: Readonly<Record<string, Translation>> = {
  查询: ['view', 'consulter'],
  新增: ['add', 'ajouter'],
  修改: ['edit', 'modifier'],
  删除: ['delete', 'supprimer'],
  导出: ['export', 'exporter'],
  导入: ['import', 'importer'],
  审核: ['review', 'examiner'],
  发布: ['publish', 'publier'],
};

const NOUNS: Readonly<Record<string, Translation>> = {
  用户: ['User', 'Utilisateur'],
  角色: ['Role', 'Rôle'],
  菜单: ['Menu', 'Menu'],
  部门: ['Department', 'Département'],
  岗位: ['Position', 'Poste'],
  字典: ['Dictionary', 'Dictionnaire'],
  参数: ['Parameter', 'Paramètre'],
  公告: ['Notice', 'Annonce'],
  操作: ['Operation log', 'Journal des opérations'],
  登录: ['Sign-in log', 'Journal des connexions'],
  日志: ['Log', 'Journal'],
  在线: ['Online users', 'Utilisateurs en ligne'],
  任务: ['Job', 'Tâche'],
  缓存: ['Cache', 'Cache'],
  生成: ['Generator', 'Générateur'],
  产品: ['Product', 'Produit'],
  分类: ['Category', 'Catégorie'],
  方案: ['Solution', 'Solution'],
  草稿: ['Draft', 'Brouillon'],
  文章: ['Article', 'Article'],
  问题: ['FAQ entry', 'Question'],
  证书: ['Certificate', 'Certificat'],
  案例: ['Case study', 'Étude de cas'],
  关注者: ['Follower', 'Abonné'],
  评论: ['Comment', 'Commentaire'],
  资料: ['Document', 'Document'],
  申请: ['Download request', 'Demande de téléchargement'],
  询盘: ['Opportunity', 'Opportunité'],
  信息: ['Company information', "Informations de l'entreprise"],
  员工: ['Employee', 'Employé'],
  服务商: ['Service provider', 'Prestataire'],
  股权: ['Shareholder', 'Actionnaire'],
  客服: ['Service contact', 'Contact du service client'],
  轮播图: ['Banner', 'Bannière'],
  背景图: ['Background', 'Arrière-plan'],
  页面: ['Page', 'Page'],
  导航: ['Navigation link', 'Lien de navigation'],
  配色: ['Colour scheme', 'Palette de couleurs'],
  域名: ['Domain', 'Domaine'],
  自定义域名: ['Custom domain', 'Domaine personnalisé'],
  域名管理: ['Managed domain', 'Domaine géré'],
  部署申请: ['Deployment application', 'Demande de déploiement'],
};

/** English and French titles of a seeded menu, page or button name; undefined when unknown. */
export function translateMenuName(zh: string): Translation | undefined {
  const exact = MENU_TITLES[zh];
  if (exact) return exact;
  for (const [suffix, [enAction, frAction]] of Object.entries(ACTIONS)) {
    if (!zh.endsWith(suffix)) continue;
    const noun = NOUNS[zh.slice(0, -suffix.length)];
    if (noun) return [`${noun[0]}: ${enAction}`, `${noun[1]} : ${frAction}`];
  }
  return undefined;
}
