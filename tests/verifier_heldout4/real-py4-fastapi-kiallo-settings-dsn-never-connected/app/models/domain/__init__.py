from app.models.domain.users import User, UserInDB
from app.models.domain.profiles import Profile
from app.models.domain.articles import Article
from app.models.domain.comments import Comment