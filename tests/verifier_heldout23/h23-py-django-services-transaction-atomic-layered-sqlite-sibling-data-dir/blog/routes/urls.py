from django.urls import path

from . import views

urlpatterns = [
    path("health-check", views.HealthView.as_view()),
    path("users", views.RegisterView.as_view()),
    path("users/login", views.LoginView.as_view()),
    path("articles", views.ArticlesView.as_view()),
    path("articles/<str:slug>", views.ArticleView.as_view()),
    path("articles/<str:slug>/favorite", views.FavoriteView.as_view()),
    path("tags", views.TagsView.as_view()),
]
