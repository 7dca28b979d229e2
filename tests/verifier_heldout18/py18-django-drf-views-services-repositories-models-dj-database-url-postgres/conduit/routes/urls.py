from django.urls import path

from . import views

urlpatterns = [
    path("health-check", views.HealthView.as_view()),
    path("tags", views.TagListView.as_view()),
    path("articles", views.ArticleCreateView.as_view()),
    path("articles/<slug:slug>", views.ArticleDetailView.as_view()),
]
