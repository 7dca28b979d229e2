from django.urls import path

from . import views

urlpatterns = [
    path("health-check", views.HealthView.as_view()),
    path("users", views.RegisterView.as_view()),
    path("users/login", views.LoginView.as_view()),
    path("user", views.CurrentUserView.as_view()),
    path("articles", views.ArticleListView.as_view()),
    path("articles/<slug:slug>", views.ArticleDetailView.as_view()),
    path("tags", views.TagListView.as_view()),
]
