from app.models.schemas.users import (
    UserInCreate, UserInLogin, UserInUpdate,
    UserForResponse, UserWithToken, UserInResponse,
)
from app.models.schemas.articles import (
    ArticleInCreate, ArticleInUpdate,
    ArticleForResponse, ArticleInResponse, ArticlesListInResponse,
    ArticlesFilters,
)
from app.models.schemas.comments import (
    CommentInCreate, CommentForResponse, CommentInResponse,
    CommentsListInResponse,
)
from app.models.schemas.profiles import (
    ProfileForResponse, ProfileInResponse,
)
from app.models.schemas.jwt import JWTMeta, JWTUser, JWTToken