from models.user import User
from models.comment import Comment
