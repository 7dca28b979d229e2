from django.urls import path

from conduit.repositories.tag_repository import TagRepository
from conduit.routes import views

urlpatterns = [
    path("health-check", views.HealthView.as_view()),
    path("users", views.UsersView.as_view()),
    path("users/login", views.LoginView.as_view()),
    path("articles", views.ArticlesView.as_view()),
    path("tags", views.TagListView.as_view(tag_repository=TagRepository())),
]
