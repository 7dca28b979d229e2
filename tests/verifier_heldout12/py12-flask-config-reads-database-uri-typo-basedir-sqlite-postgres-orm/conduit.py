from app import create_app, db
from app.models import Article, Comment, Tag, User

app = create_app()


@app.shell_context_processor
def make_shell_context():
    return {"db": db, "User": User, "Article": Article, "Comment": Comment, "Tag": Tag}
