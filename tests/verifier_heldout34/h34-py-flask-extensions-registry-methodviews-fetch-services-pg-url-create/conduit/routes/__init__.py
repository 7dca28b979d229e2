from .articles import ArticleView
from .profiles import FollowView


def register_routes(app):
    app.add_url_rule("/api/articles/<slug>", view_func=ArticleView.as_view("article"))
    app.add_url_rule("/api/profiles/<username>/follow", view_func=FollowView.as_view("follow"))
