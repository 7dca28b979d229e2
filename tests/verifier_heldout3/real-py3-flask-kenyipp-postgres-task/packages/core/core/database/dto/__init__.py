from core.database.dto.db_dto_article import DbDtoArticle
from core.database.dto.db_dto_article_comment import DbDtoArticleComment
from core.database.dto.db_dto_article_meta import DbDtoArticleMeta
from core.database.dto.db_dto_article_tag import DbDtoArticleTag
from core.database.dto.db_dto_user import DbDtoUser
