; Inno Setup script for rusol-qt's Windows installer; packaging/build.py compiles it with
;   ISCC /DAppVersion=X.Y.Z /DAppNumericVersion=X.Y.Z.N /DAppSource=<folder app>
;        /DIconFile=<rusol-qt.ico> /O<out> rusol-qt.iss
; so the version comes from rusol_qt/__init__.py like everywhere else.

#ifndef AppVersion
  #error AppVersion must be given: ISCC /DAppVersion=X.Y.Z (packaging/build.py does this)
#endif
; VersionInfoVersion takes four numbers only: 0.2.0rc1 is 0.2.0.1 (build.py's numeric_version).
#ifndef AppNumericVersion
  #error AppNumericVersion must be given: ISCC /DAppNumericVersion=X.Y.Z.N (packaging/build.py does this)
#endif
#ifndef AppSource
  #error AppSource must be given: the PyInstaller folder app, packaging/out/dist/rusol-qt
#endif
#ifndef IconFile
  #error IconFile must be given: packaging/out/icons/rusol-qt.ico
#endif

[Setup]
; The AppId keeps upgrades and uninstalls tied to this app; never change it.
AppId={{6A0C4B1E-5F3B-4C8E-9E55-2B7D0C1F9A31}
AppName=Russian Solitaire
AppVersion={#AppVersion}
AppVerName=Russian Solitaire {#AppVersion}
AppPublisher=The rusol-qt developers
AppPublisherURL=https://github.com/rusolqt/rusol-qt
VersionInfoVersion={#AppNumericVersion}
VersionInfoTextVersion={#AppVersion}
VersionInfoProductName=rusol-qt
DefaultDirName={autopf}\rusol-qt
DefaultGroupName=Russian Solitaire
DisableProgramGroupPage=yes
; A per-user install needs no administrator; the dialog still offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; Qt 6.12 runs on Windows 10 1809 (build 17763) and later; older systems get Setup's own refusal
; instead of a game that installs and never starts.
MinVersion=10.0.17763
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputBaseFilename=rusol-qt-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\rusol-qt.exe
; Relative to this script, which lies in resources/.
LicenseFile=..\LICENSE
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
; The installer speaks the system's language (English or Norwegian) without asking first.
ShowLanguageDialog=no
LanguageDetectionMethod=uilanguage

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "norwegian"; MessagesFile: "compiler:Languages\Norwegian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the folder app as a whole: files an older version had and this one has not
; (Qt plugins above all, which Qt loads from whatever lies in their folders) must not stay.
; Only what the installer itself puts there: the player's games live in their own folders.
Type: filesandordirs; Name: "{app}\_internal"
Type: filesandordirs; Name: "{app}\licenses"

[Files]
; The folder app, its licenses\ folder included (packaging/build.py puts the app's licence and the
; third-party notices there: Qt and PySide6 under the LGPL, Python, ...); the app shows them too.
Source: "{#AppSource}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Russian Solitaire"; Filename: "{app}\rusol-qt.exe"
Name: "{autodesktop}\Russian Solitaire"; Filename: "{app}\rusol-qt.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\rusol-qt.exe"; Description: "{cm:LaunchProgram,Russian Solitaire}"; Flags: nowait postinstall skipifsilent
