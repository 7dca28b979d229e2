from django.urls import path

from conduit.routes import articles, comments, health, profiles, tags, users

urlpatterns = [
    path("api/health-check", health.HealthCheckView.as_view()),
    path("api/users", users.RegisterView.as_view()),
    path("api/users/login", users.LoginView.as_view()),
    path("api/user", users.CurrentUserView.as_view()),
    path("api/profiles/<str:username>", profiles.ProfileView.as_view()),
    path("api/profiles/<str:username>/follow", profiles.FollowView.as_view()),
    path("api/articles", articles.ArticleListView.as_view()),
    path("api/articles/feed", articles.FeedView.as_view()),
    path("api/articles/<str:slug>", articles.ArticleView.as_view()),
    path("api/articles/<str:slug>/favorite", articles.FavoriteView.as_view()),
    path("api/articles/<str:slug>/comments", comments.CommentListView.as_view()),
    path("api/articles/<str:slug>/comments/<int:comment_id>", comments.CommentView.as_view()),
    path("api/tags", tags.TagListView.as_view()),
]

handler404 = "conduit.routes.errors.not_found"
handler500 = "conduit.routes.errors.server_error"
