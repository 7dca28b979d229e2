from django.urls import path

from conduit.routes import articles, users

urlpatterns = [
    path("health-check", articles.health_check),
    path("users", users.RegisterView.as_view()),
    path("users/login", users.LoginView.as_view()),
    path("articles", articles.ArticlesView.as_view()),
    path("articles/<slug:slug>", articles.ArticleDetailView.as_view()),
    path("tags", articles.TagsView.as_view()),
]
