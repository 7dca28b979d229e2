from django.urls import path

from conduit.routes import (
    articles,  # feature-line: articles
    comments,  # feature-line: comments
    health,
    profiles,  # feature-line: profiles
    tags,  # feature-line: articles
    users,
)

urlpatterns = [
    path("api/health-check", health.HealthCheckView.as_view()),
    path("api/users", users.RegisterView.as_view()),
    path("api/users/login", users.LoginView.as_view()),
    path("api/user", users.CurrentUserView.as_view()),
    # feature-begin: profiles
    path("api/profiles/<str:username>", profiles.ProfileView.as_view()),
    path("api/profiles/<str:username>/follow", profiles.FollowView.as_view()),
    # feature-end: profiles
    # feature-begin: articles
    path("api/articles", articles.ArticleListView.as_view()),
    path("api/articles/feed", articles.FeedView.as_view()),  # feature-line: profiles
    path("api/articles/<str:slug>", articles.ArticleView.as_view()),
    path("api/articles/<str:slug>/favorite", articles.FavoriteView.as_view()),  # feature-line: favorites
    # feature-begin: comments
    path("api/articles/<str:slug>/comments", comments.CommentListView.as_view()),
    path("api/articles/<str:slug>/comments/<int:comment_id>", comments.CommentView.as_view()),
    # feature-end: comments
    path("api/tags", tags.TagListView.as_view()),
    # feature-end: articles
]

handler404 = "conduit.routes.errors.not_found"
handler500 = "conduit.routes.errors.server_error"
