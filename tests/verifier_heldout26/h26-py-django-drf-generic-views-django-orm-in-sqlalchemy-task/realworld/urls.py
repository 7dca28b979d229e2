from django.urls import path

from realworld import views

urlpatterns = [
    path("health-check", views.health_check),
    path("tags", views.TagListView.as_view()),
    path("articles", views.ArticleListView.as_view()),
    path("articles/<slug:slug>", views.ArticleDetailView.as_view()),
]
